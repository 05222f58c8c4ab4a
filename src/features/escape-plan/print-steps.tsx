import { useTranslation } from 'react-i18next';
import { getPlanQuestion } from '../../content/plan-questions';
import { isCarouselAnswer, isOptionAnswer } from '../../domain/plan-answer';
import { houseTypeOf } from '../../domain/plan-flow';
import type { PlanAnswers, PlanQuestionSlug } from '../../domain/types';

export type PlanStep = { key: 'first' | 'second' | 'meeting'; icon: string; text: string };

function carousel(answers: PlanAnswers, slug: PlanQuestionSlug, sub: string): unknown {
  const stored = answers[slug];
  return isCarouselAnswer(stored) ? stored[sub] : undefined;
}

/** The chosen meeting place: an option's label and icon, or the typed text with the 'other' icon. */
function useMeetingPlace(answers: PlanAnswers, slug: PlanQuestionSlug): PlanStep {
  const { t } = useTranslation('plan');
  const question = getPlanQuestion(slug);
  const stored = answers[slug];
  const value = isOptionAnswer(stored) ? stored[0] : undefined;
  const option = question.options.find((candidate) => candidate.value === value);
  if (value === undefined) {
    return { key: 'meeting', icon: question.icon, text: t('print.steps.not-chosen') };
  }
  if (option) {
    return { key: 'meeting', icon: option.icon, text: t(`questions.${slug}.options.${value}`) };
  }
  const other = question.options.find((candidate) => candidate.value === 'other');
  return { key: 'meeting', icon: other?.icon ?? question.icon, text: value };
}

/** The plan's three steps in words: best way out, alternative way out, meeting place. */
export function usePlanSteps(answers: PlanAnswers): PlanStep[] {
  const { t } = useTranslation('plan');
  const isApartment = houseTypeOf(answers) === 'apartment';
  const meeting = useMeetingPlace(answers, isApartment ? 'assembly-point' : 'meeting-area');
  if (isApartment) {
    const severalExits = carousel(answers, 'escape-route', 'multiple-exits') === true;
    return [
      { key: 'first', icon: 'apartment-exit', text: t('print.steps.apartment-first') },
      {
        key: 'second',
        icon: 'window-exit',
        text: severalExits ? t('print.steps.apartment-second') : t('print.steps.apartment-single'),
      },
      meeting,
    ];
  }
  const status = (value: unknown) =>
    value === true
      ? t('print.steps.planned')
      : value === 'unable'
        ? t('print.steps.unable')
        : t('print.steps.not-planned');
  return [
    {
      key: 'first',
      icon: 'door-exit',
      text: status(carousel(answers, 'first-escape-route', 'route-planned')),
    },
    {
      key: 'second',
      icon: 'window-exit',
      text: status(carousel(answers, 'second-escape-route', 'route-planned')),
    },
    meeting,
  ];
}

/** The printed three steps: best way out, alternative way out, meeting place (with its icon). */
export function PrintSteps({ answers }: { answers: PlanAnswers }) {
  const { t } = useTranslation('plan');
  const steps = usePlanSteps(answers);
  return (
    <ol className="print-steps">
      {steps.map((step, index) => (
        <li key={step.key} className="print-steps__item">
          <span className="print-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <img src={`/icons/${step.icon}.svg`} alt="" width={56} height={56} />
          <h2>{t(`print.steps.${step.key}`)}</h2>
          <p data-testid={`print-step-${step.key}`}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
