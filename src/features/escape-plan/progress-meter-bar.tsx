import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useLocation } from 'react-router-dom';
import { useStyleProperty } from '../../lib/use-style-property';
import { matchRoute } from '../../routes';
import { meterFraction, meterLabel } from '../../domain/plan/progress';
import type { MeterLabel, MeterPosition } from '../../domain/plan/progress';
import { PLAN_QUESTION_SLUGS, type PlanQuestionSlug } from '../../vocabulary/types';
import { selectPlanAnswers } from '../../state/plan/plan-slice';

/** Where the meter stands on a page, as its row in the route table says. */
function positionOf(pathname: string): MeterPosition | null {
  const match = matchRoute(pathname);
  const meter = match?.route.handle.meter;
  if (!meter) return null;
  if (meter !== 'question') return { stage: meter };
  const question = match.params.question ?? '';
  return (PLAN_QUESTION_SLUGS as readonly string[]).includes(question)
    ? { question: question as PlanQuestionSlug }
    : null;
}

function useLabelText(label: MeterLabel): string | null {
  const { t } = useTranslation('plan');
  switch (label.kind) {
    case 'question':
      return label.total === null
        ? t('meter.question', { number: label.number })
        : t('meter.question-of', { number: label.number, total: label.total });
    case 'questions':
      return label.total === null
        ? t('meter.questions', { from: label.from, to: label.to })
        : t('meter.questions-of', { from: label.from, to: label.to, total: label.total });
    case 'your-plan':
      return t('meter.your-plan');
    default:
      return null;
  }
}

export function ProgressMeterBar() {
  const { pathname } = useLocation();
  const answers = useAppSelector(selectPlanAnswers);
  const position = positionOf(pathname);
  const label = useLabelText(position ? meterLabel(answers, position) : { kind: 'none' });
  // Spec: review and print (step 100) show nothing; neither does a page with no label.
  if (!position || !label) return null;
  return <MeterBar label={label} percent={Math.round(meterFraction(answers, position) * 100)} />;
}

function MeterBar({ label, percent }: { label: string; percent: number }) {
  const { t } = useTranslation('plan');
  const fill = useRef<HTMLDivElement>(null);
  useStyleProperty(fill, 'width', `${percent}%`);
  return (
    <div className="progress-meter">
      <div
        className="progress-meter__track"
        role="progressbar"
        aria-label={t('meter.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <div className="progress-meter__fill" ref={fill} />
      </div>
      <p className="progress-meter__label" data-testid="progress-meter-label">
        {label}
      </p>
    </div>
  );
}
