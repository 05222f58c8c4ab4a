import { memo, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAnswersPending } from '../../state/page-readiness';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { useKeptDraft } from '../../lib/use-kept-draft';
import { OTHER_OPTION_VALUE, getPlanQuestion, optionLabelKey } from '../../content/plan-questions';
import {
  draftFromStored,
  isDraftValid,
  storedFromDraft,
  toggleOption,
} from '../../domain/plan/answer';
import { answersOutsideFlow, houseTypeOf } from '../../domain/plan/flow';
import type { PlanQuestionSlug } from '../../vocabulary/types';
import { trackContinue } from './continue-event';
import { DetailPanels } from './detail-panels';
import { HouseTypeConfirm } from './house-type-confirm';
import { StaggeredList } from '../../components/staggered-list';
import { nextStepPath, previousStepPath } from './plan-steps';
import {
  answerDrafted,
  answerRecorded,
  houseTypeChanged,
  selectPlanAnswers,
  selectPlanDrafts,
} from '../../state/plan/plan-slice';
import { QuestionFrame } from './question-frame';
import { Icon } from '../../components/icon';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';
import { usePreloadNextPage } from '../../lib/next-page';

/** Spec: at most 6 options are staggered in the plan. */
const MAX_STAGGERED_OPTIONS = 6;

/**
 * One answer. Drawn again only when its own props change: a tap redraws the options it changes,
 * not all of them, and a page drawn again before the app is ready (the stored answers still on
 * their way) leaves alone a radio the browser has already checked for an early tap
 * (start-up/early-taps): React sets a controlled radio's `checked` whenever it redraws it.
 */
const OptionChoice = memo(function OptionChoice({
  type,
  name,
  value,
  checked,
  icon,
  label,
  onChoose,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  icon: string;
  label: string;
  onChoose: (value: string) => void;
}) {
  return (
    <label className="option">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
      />
      <Icon name={icon} size={48} />
      <span className="option__label">{label}</span>
    </label>
  );
});

/** A radio or checkbox question, with an optional 'other' text box. */
export function OptionQuestion({ slug }: { slug: PlanQuestionSlug }) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectPlanAnswers);
  const answersPending = useAnswersPending();
  const question = getPlanQuestion(slug);
  // What was chosen or typed here and not yet recorded comes back after a reload.
  const storedDraft = useAppSelector(selectPlanDrafts)[slug];
  const [draft, setDraft] = useKeptDraft(
    storedDraft,
    () => draftFromStored(question, answers[slug]),
    (kept) => dispatch(answerDrafted({ slug, draft: kept })),
    answersPending,
  );
  const leave = useLeaveAfterPaint();
  const [pendingHouseType, setPendingHouseType] = useState<string | null>(null);
  const [focusOther, setFocusOther] = useState(false);
  const otherInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const backPath = previousStepPath(answers, { slug });
  const otherChosen = draft.selected.includes(OTHER_OPTION_VALUE);

  useEffect(() => {
    // Spec: choosing 'other' reveals its text box and puts the cursor in it.
    if (focusOther && otherChosen) otherInput.current?.focus();
  }, [focusOther, otherChosen]);

  const choose = useCallback(
    (value: string) => {
      setDraft((current) => toggleOption(question, current, value));
      setFocusOther(value === OTHER_OPTION_VALUE);
    },
    [question, setDraft],
  );

  const answered = isDraftValid(question, draft);
  // The last question's Continue leads to /complete: its code is loaded once this is answered.
  usePreloadNextPage(answered, () =>
    to(nextStepPath({ ...answers, [slug]: storedFromDraft(question, draft) }, { slug })),
  );

  function moveOn() {
    const value = storedFromDraft(question, draft);
    let nextAnswers = { ...answers, [slug]: value };
    if (slug === 'house-type' && value[0]) {
      dispatch(houseTypeChanged(value[0]));
      nextAnswers = { ...nextAnswers, 'house-type': value };
    } else {
      dispatch(answerRecorded({ slug, value }));
    }
    trackContinue(slug, value);
    void navigate(to(nextStepPath(nextAnswers, { slug })));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!answered) return;
    const chosenType = slug === 'house-type' ? draft.selected[0] : undefined;
    const changesType = chosenType !== undefined && chosenType !== houseTypeOf(answers);
    if (changesType && answersOutsideFlow(answers, chosenType).length > 0) {
      setPendingHouseType(chosenType);
      return;
    }
    leave(event, moveOn);
  }

  const isCheckbox = question.type === 'checkbox';
  const items = question.options.map((option) => ({
    key: option.value,
    content: (
      <OptionChoice
        type={isCheckbox ? 'checkbox' : 'radio'}
        name={slug}
        value={option.value}
        checked={draft.selected.includes(option.value)}
        icon={option.icon}
        label={t(optionLabelKey(question, option))}
        onChoose={choose}
      />
    ),
  }));

  return (
    <QuestionFrame
      slug={slug}
      id={id}
      backPath={backPath}
      canContinue={answered && !pendingHouseType}
      onSubmit={submit}
    >
      <fieldset
        className="question__fieldset"
        // Open before the app runs: a radio tapped then shows as chosen at once, and a box's tap
        // is kept; either is the app's once it is ready (start-up/early-taps).
        aria-labelledby={titleId}
        aria-describedby={`${id}-hint`}
      >
        <p id={`${id}-hint`} className="question__hint">
          {isCheckbox ? t('select-all') : t('choose-one')}
        </p>
        <StaggeredList
          className={`options${question.isLarge ? ' options--large' : ''}`}
          items={items}
          maxStaggered={MAX_STAGGERED_OPTIONS}
        />
      </fieldset>
      {question.allowOther && otherChosen && (
        <div className="field question__other">
          <label htmlFor={`${id}-other`}>{t('other-text')}</label>
          <input
            id={`${id}-other`}
            ref={otherInput}
            type="text"
            maxLength={200}
            value={draft.otherText}
            onChange={(event) => setDraft({ ...draft, otherText: event.target.value })}
          />
        </div>
      )}
      <DetailPanels slug={slug} place="options" selected={draft.selected} />
      {pendingHouseType && (
        <HouseTypeConfirm
          count={answersOutsideFlow(answers, pendingHouseType).length}
          onConfirm={moveOn}
          onCancel={() => {
            setPendingHouseType(null);
            setDraft(draftFromStored(question, answers[slug]));
          }}
        />
      )}
    </QuestionFrame>
  );
}
