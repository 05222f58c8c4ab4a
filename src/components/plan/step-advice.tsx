import type { DescribedStep } from '../../domain/plan/description';
import { usePhraseText } from './plan-phrase';

/** What to do about a way out: the next step when it is not planned, or FENZ's advice. */
export function StepAdvice({
  advice,
  headingLevel = 3,
}: {
  advice: NonNullable<DescribedStep['advice']>;
  headingLevel?: 2 | 3 | 4;
}) {
  const say = usePhraseText();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  return (
    <div className="step-advice">
      <Heading className="step-advice__title">{say(advice.title)}</Heading>
      {advice.lines.length === 1 && advice.lines[0] ? (
        <p>{say(advice.lines[0])}</p>
      ) : (
        <ol>
          {advice.lines.map((line, index) => (
            <li key={index}>{say(line)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
