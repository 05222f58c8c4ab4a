import { useTranslation } from 'react-i18next';
import type { Finding } from '../../domain/plan/assessment';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { usePhraseText } from '../plan/plan-phrase';
import { useFloorPlanWords } from './use-drawing-text';

/** Each finding's number on the drawing (numbered in order), or null: it has no mark there. */
function markNumbers(findings: readonly Finding[]): (number | null)[] {
  const numbers: (number | null)[] = [];
  let marked = 0;
  for (const finding of findings) {
    if (finding.sketch) marked += 1;
    numbers.push(finding.sketch ? marked : null);
  }
  return numbers;
}

/**
 * Under the drawing on the plan's pages and paper: the plan's findings that the drawing sorts
 * (the rooms, the ways drawn, who sleeps where), each marked on the drawing numbered as here. With
 * none, one done line, once there is a bedroom to check; before that a plain line says what has
 * not been checked yet (an empty drawing is not a safe home). The same list as the headline's and
 * the checklist's, so this box never says "Done" beside a step that says otherwise.
 */
export function DrawingFindings({
  sketch,
  findings,
  headingLevel = 2,
}: {
  sketch: FloorPlanSketch;
  /** drawingFindings of the plan's assessment. */
  findings: readonly Finding[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useFloorPlanWords();
  const { t: tPlan } = useTranslation('plan');
  const say = usePhraseText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unchecked =
    sketch.rooms.length === 0
      ? 'findings.empty'
      : sketch.rooms.some((room) => room.kind === 'bedroom')
        ? null
        : 'findings.no-bedroom';
  const numbers = markNumbers(findings);
  return (
    <section className="plan-checklist sketch-findings" aria-labelledby="sketch-findings-title">
      <Heading id="sketch-findings-title">{t('findings.title')}</Heading>
      {findings.length === 0 && unchecked ? (
        <p className="sketch-findings__unchecked" data-testid="sketch-unchecked">
          {t(unchecked)}
        </p>
      ) : findings.length === 0 ? (
        <p className="plan-findings__item plan-findings__item--done">
          <span className="plan-findings__mark">{tPlan('checklist.done')}</span>{' '}
          <span>{t('findings.none')}</span>
        </p>
      ) : (
        <ul className="plan-findings">
          {findings.map((finding, index) => {
            // A finding with a mark on the drawing carries its number; the others a "To do".
            const number = numbers[index] ?? null;
            return (
              <li
                key={finding.id}
                className="plan-findings__item plan-findings__item--todo"
                data-testid="sketch-finding"
              >
                {number !== null ? (
                  <span className="sketch-findings__number" aria-hidden="true">
                    {number}
                  </span>
                ) : null}
                <span className={number !== null ? 'visually-hidden' : 'plan-findings__mark'}>
                  {tPlan('checklist.todo')}
                </span>{' '}
                <span>{say(finding.words)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
