// /quiz/{section}: one hazard area's practices as checkboxes, with the not-applicable option.
import { useCallback, useId, useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  NOT_APPLICABLE,
  QUIZ_SECTIONS,
  quizOptionTextKey,
  quizTipKey,
} from '../../content/quiz-sections';
import {
  isSavedQuizAnswerValid,
  isSectionAnswerValid,
  nextQuizStep,
  previousQuizStep,
  quizProgress,
  toggleSectionOption,
} from '../../domain/quiz/quiz-rules';
import type { QuizSectionSlug } from '../../vocabulary/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';
import { StepFooter } from '../../components/step-footer';
import { track } from '../../lib/analytics';
import {
  quizAnswerDrafted,
  quizAnswerRecorded,
  selectQuizAnswers,
  selectQuizDrafts,
} from '../../state/quiz/quiz-slice';
import { useKeptDraft } from '../../lib/use-kept-draft';
import { QuizOptionList } from './quiz-option-list';
import { QuizProgress } from './quiz-progress';
import { WithQuizAnswers } from './with-quiz-answers';
import { useAnswersPending } from '../../state/page-readiness';
import { usePreloadNextPage } from '../../lib/next-page';
import './quiz.css';

/** The saved answer restored on revisit; stale foreign data (spec section 5) starts empty. */
function restoredValues(section: QuizSectionSlug, saved: readonly string[]): string[] {
  if (!isSavedQuizAnswerValid(section, saved)) return [];
  return QUIZ_SECTIONS[section].options
    .map((option) => option.value)
    .filter((value) => saved.includes(value));
}

export function QuizSectionPage({ section }: { section: QuizSectionSlug }) {
  const pending = useAnswersPending();
  // Drawn again only when stored answers for this section arrive (ticks made meanwhile are kept).
  const stored = useAppSelector(selectQuizAnswers)[section] !== undefined;
  return (
    <WithQuizAnswers otherwise={paths.quiz('begin')} whilePending="content">
      {/* Drawn again once the stored answers are back, so it starts from them. */}
      <QuizSectionForm key={!pending && stored ? 'restored' : 'drawn'} section={section} />
    </WithQuizAnswers>
  );
}

function QuizSectionForm({ section }: { section: QuizSectionSlug }) {
  const { t } = useTranslation('quiz');
  const answers = useAppSelector(selectQuizAnswers);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { to } = useLanguage();
  const kept = useAppSelector(selectQuizDrafts)[section];
  const [selected, setSelected] = useKeptDraft(
    kept && restoredValues(section, kept),
    () => restoredValues(section, answers[section] ?? []),
    (values) => dispatch(quizAnswerDrafted({ slug: section, values })),
    useAnswersPending(),
  );
  const leave = useLeaveAfterPaint();
  const id = useId();
  const formId = `${id}-form`;
  const content = QUIZ_SECTIONS[section];
  const progress = quizProgress(answers, section);
  const tipKey = quizTipKey(section);

  // Worded once per section and language, not on every tick.
  const options = useMemo(
    () =>
      content.options.map((option) => ({
        value: option.value,
        label:
          option.value === NOT_APPLICABLE
            ? t('not-applicable')
            : t(quizOptionTextKey(section, option.value, true)),
      })),
    [content, section, t],
  );
  const toggle = useCallback(
    (value: string) => setSelected((current) => toggleSectionOption(section, current, value)),
    [section, setSelected],
  );

  const answered = isSectionAnswerValid(section, selected);
  // The last section's Continue leads to the results: their code is loaded after the first tick
  // (not as the section arrives, when a person's first tap may come).
  usePreloadNextPage(answered && selected.length > 0, () =>
    to(paths.quiz(nextQuizStep(answers, section))),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!answered) return;
    leave(event, () => {
      dispatch(quizAnswerRecorded({ slug: section, values: selected }));
      track({ event: 'continue', question: content.trackingName, responses: selected.join(',') });
      navigate(to(paths.quiz(nextQuizStep(answers, section))));
    });
  }

  return (
    <>
      <form id={formId} className="quiz-step" onSubmit={submit}>
        <h1 id={`${id}-title`}>{t(`sections.${section}.name`)}</h1>
        <img
          className="quiz-step__image"
          src={`/images/quiz/${content.image}`}
          alt=""
          width={320}
          height={200}
        />
        {tipKey && (
          <aside className="quiz-tip" aria-labelledby={`${id}-tip`}>
            <h2 id={`${id}-tip`} className="quiz-tip__title">
              {t('tip-title')}
            </h2>
            <p>{t(tipKey)}</p>
          </aside>
        )}
        <p id={`${id}-instruction`} className="quiz-step__intro">
          {t('instruction')}
        </p>
        <QuizOptionList
          name={section}
          labelledBy={`${id}-title`}
          describedBy={`${id}-instruction`}
          options={options}
          selected={selected}
          onToggle={toggle}
        />
      </form>
      <StepFooter
        formId={formId}
        continueLabel={t('continue')}
        canContinue={answered}
        back={{ to: to(paths.quiz(previousQuizStep(answers, section))), label: t('back') }}
        backAlways
        step={progress.current > 0 ? <QuizProgress {...progress} /> : undefined}
      />
    </>
  );
}
