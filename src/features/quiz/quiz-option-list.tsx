// The quiz's checkbox tiles, shared by begin and the sections. Options fade in one after another
// (spec: at most 8 staggered in the quiz); nothing moves under reduced motion.
import { memo } from 'react';
import { StaggeredList } from '../../components/staggered-list';
import { useAnswersPending } from '../../state/page-readiness';

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
  // Not until the app is running (a tap on an option's text is kept till then: lib/early-taps).
  const pending = useAnswersPending();
  return (
    <fieldset
      className="quiz-options"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={pending}
    >
      <StaggeredList
        className="quiz-options__list"
        maxStaggered={MAX_STAGGERED}
        items={options.map((option) => ({
          key: option.value,
          content: (
            <QuizOption
              name={name}
              value={option.value}
              label={option.label}
              icon={option.icon}
              checked={selected.includes(option.value)}
              onToggle={onToggle}
            />
          ),
        }))}
      />
    </fieldset>
  );
}

/**
 * One tile, drawn again only when its own tick or words change: a tap on one box then writes to
 * that box alone, where drawing every tile set each checkbox's name and state again (issue 54).
 * The pages give a toggle that stays the same function.
 */
const QuizOption = memo(function QuizOption({
  name,
  value,
  label,
  icon,
  checked,
  onToggle,
}: {
  name: string;
  value: string;
  label: string;
  icon?: string;
  checked: boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <label className="quiz-option">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onToggle(value)}
      />
      {icon && (
        <img
          fetchPriority="low"
          className="quiz-option__icon"
          src={`/icons/${icon}.svg`}
          alt=""
          width={40}
          height={40}
        />
      )}
      <span className="quiz-option__label">{label}</span>
    </label>
  );
});
