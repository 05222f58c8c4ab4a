import { useTranslation } from 'react-i18next';
import { m, useReducedMotion } from 'framer-motion';
import { MotionProvider } from '../../components/motion-provider';
import type { CarouselSubQuestion } from '../../content/plan-questions';
import type { CarouselValue, PlanQuestionSlug } from '../../domain/types';

const OPTION_ICONS: Record<string, string> = { true: 'tick', false: 'cross', unable: 'cross' };

/** One yes/no (or 'unable') sub-question of a carousel, as a radio group. */
export function CarouselStep({
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
  onChoose: (value: CarouselValue) => void;
}) {
  const { t } = useTranslation('plan');
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <m.fieldset
        className="carousel__step"
        data-sub={subQuestion.slug}
        initial={reduceMotion || number === 1 ? false : { opacity: 0, y: 12 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.3 }}
      >
        <legend className="carousel__legend">
          {t(`questions.${slug}.subs.${subQuestion.slug}.title`)}
        </legend>
        <div className="carousel__options">
          {subQuestion.options.map((option) => (
            <label key={String(option)} className="option option--compact">
              <input
                type="radio"
                name={`${slug}-${subQuestion.slug}`}
                value={String(option)}
                checked={value === option}
                onChange={() => onChoose(option)}
              />
              <img
                src={`/icons/${OPTION_ICONS[String(option)]}.svg`}
                alt=""
                width={32}
                height={32}
              />
              <span className="option__label">{t(`answers.${String(option)}`)}</span>
            </label>
          ))}
        </div>
      </m.fieldset>
    </MotionProvider>
  );
}
