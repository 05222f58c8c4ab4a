import { useRef } from 'react';
import { matchPath } from 'react-router-dom';
import { useStyleProperty } from '../../lib/use-style-property';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../app/use-language';
import { meterFraction, meterLabel } from '../../domain/progress';
import type { MeterLabel, MeterPage, MeterPosition } from '../../domain/progress';
import { PLAN_QUESTION_SLUGS, type PlanQuestionSlug } from '../../domain/types';
import { selectPlanAnswers } from './plan-slice';

const METER_PAGES: readonly MeterPage[] = ['intro', 'tips', 'complete', 'review', 'print'];

function positionOf(path: string): MeterPosition | null {
  const question = matchPath('/question/:question/*', path)?.params.question;
  if (question) {
    return (PLAN_QUESTION_SLUGS as readonly string[]).includes(question)
      ? { question: question as PlanQuestionSlug }
      : null;
  }
  const page = METER_PAGES.find((name) => path === `/${name}`);
  return page ? { page } : null;
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
  const { path } = useLanguage();
  const answers = useAppSelector(selectPlanAnswers);
  const position = positionOf(path);
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
