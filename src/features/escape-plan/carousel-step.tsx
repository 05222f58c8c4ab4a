import { useTranslation } from 'react-i18next';
import { memo, type ReactNode } from 'react';
import { useMotionParts } from '../../components/motion-gate';
import { Icon } from '../../components/icon';
import {
  MEANING_ICONS,
  carouselAnswerKey,
  getPlanQuestion,
  subQuestionTitleKey,
  type CarouselSubQuestion,
} from '../../content/plan-questions';
import type { CarouselValue, PlanQuestionSlug } from '../../vocabulary/types';
import { usePlanContext } from '../../state/plan/use-plan-context';

/**
 * One yes/no (or 'unable') sub-question of a carousel, as a radio group; drawn again only when its
 * own answer changes, not with every tap on the page.
 */
export const CarouselStep = memo(function CarouselStep({
  slug,
  subQuestion,
  number,
  value,
  onChoose,
}: {
  slug: PlanQuestionSlug;
  subQuestion: CarouselSubQuestion;
  number: number;
  value: CarouselValue | undefined;
  onChoose: (sub: string, value: CarouselValue) => void;
}) {
  const { t } = useTranslation('plan');
  // A sub-question is asked in the words of the person it is written to ('_alone').
  const context = usePlanContext();
  return (
    <StepFieldset animate={number > 1} sub={subQuestion.slug}>
      <legend className="carousel__legend">
        {t(subQuestionTitleKey(getPlanQuestion(slug), subQuestion), { context })}
      </legend>
      <div className="carousel__options">
        {subQuestion.options.map((option) => (
          <label
            key={String(option.value)}
            className="option option--compact"
            data-meaning={option.meaning}
          >
            <input
              type="radio"
              name={`${slug}-${subQuestion.slug}`}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChoose(subQuestion.slug, option.value)}
            />
            <Icon name={MEANING_ICONS[option.meaning]} size={32} />
            <span className="option__label">{t(carouselAnswerKey(option.value))}</span>
          </label>
        ))}
      </div>
    </StepFieldset>
  );
});

/** Sub-questions after the first fade and rise in as they appear (once the animations have loaded). */
function StepFieldset({
  animate,
  sub,
  children,
}: {
  animate: boolean;
  sub: string;
  children: ReactNode;
}) {
  const parts = useMotionParts(animate);
  const Fieldset = parts ? parts.MotionFieldset : 'fieldset';
  // Open before the app runs: a yes or no tapped then shows as chosen at once and is the app's
  // once it is ready (start-up/early-taps).
  return (
    <Fieldset className="carousel__step" data-sub={sub}>
      {children}
    </Fieldset>
  );
}
