import { useTranslation } from 'react-i18next';
import { planThreeSteps, type PlanStepText } from '../../domain/plan-three-steps';
import type { PlanAnswers } from '../../domain/types';

/** The printed three steps: best way out, alternative way out, meeting place (with its icon). */
export function PrintSteps({ answers }: { answers: PlanAnswers }) {
  const { t } = useTranslation('plan');
  const say = (text: PlanStepText) =>
    text.kind === 'text'
      ? t(`print.steps.${text.key}`)
      : text.kind === 'option'
        ? t(`questions.${text.question}.options.${text.value}`)
        : text.text;
  return (
    <ol className="print-steps">
      {planThreeSteps(answers).map((step, index) => (
        <li key={step.key} className="print-steps__item">
          <span className="print-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <img src={`/icons/${step.icon}.svg`} alt="" width={56} height={56} />
          <h2>{t(`print.steps.${step.key}`)}</h2>
          <p data-testid={`print-step-${step.key}`}>{say(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
