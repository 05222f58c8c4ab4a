// The quiz's checkbox tiles, shared by begin and the sections. Options fade in one after another
// (spec: 300 ms each, 200 ms stagger, at most 8 staggered); nothing moves under reduced motion.
import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';

const OPTION_SECONDS = 0.3;
const STAGGER_SECONDS = 0.2;
const MAX_STAGGERED = 8;

export interface QuizOptionItem {
  value: string;
  label: string;
  /** Icon name under /icons/ (begin only); decorative, the label says it all. */
  icon?: string;
}

export function QuizOptionList({
  name,
  options,
  selected,
  onToggle,
  labelledBy,
  describedBy,
}: {
  name: string;
  options: readonly QuizOptionItem[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={domAnimation} strict>
      <fieldset
        className="quiz-options"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        <ul className="quiz-options__list">
          {options.map((option, index) => (
            <m.li
              key={option.value}
              initial={reduceMotion ? false : { opacity: 0, y: 12 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{
                duration: OPTION_SECONDS,
                delay: Math.min(index, MAX_STAGGERED - 1) * STAGGER_SECONDS,
              }}
            >
              <label className="quiz-option">
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={() => onToggle(option.value)}
                />
                {option.icon && (
                  <img
                    className="quiz-option__icon"
                    src={`/icons/${option.icon}.svg`}
                    alt=""
                    width={40}
                    height={40}
                  />
                )}
                <span className="quiz-option__label">{option.label}</span>
              </label>
            </m.li>
          ))}
        </ul>
      </fieldset>
    </LazyMotion>
  );
}
