// /quiz/begin: the householder ticks the hazard areas in the home; the chosen list is the quiz.
import { useCallback, useId, useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePreloadNextPage } from '../../lib/next-page';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';
import { BEGIN_OPTIONS } from '../../content/quiz-sections';
import {
  chosenSections,
  isBeginValid,
  isQuizSectionSlug,
  nextQuizStep,
  toggleBeginSection,
} from '../../domain/quiz/quiz-rules';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { useAnswersPending } from '../../state/page-readiness';
import { paths } from '../../routes';
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
import './quiz.css';

export default function QuizBeginPage() {
  // Drawn again once stored answers are back, so the choice starts from them; with nothing stored
  // it is kept, so boxes ticked while the device was still reading are not lost.
  const pending = useAnswersPending();
  const stored = useAppSelector(selectQuizAnswers).begin !== undefined;
  return <QuizBeginForm key={!pending && stored ? 'restored' : 'drawn'} />;
}

function QuizBeginForm() {
  const { t } = useTranslation('quiz');
  const answers = useAppSelector(selectQuizAnswers);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leave = useLeaveAfterPaint();
  const { to } = useLanguage();
  const kept = useAppSelector(selectQuizDrafts).begin;
  const [selected, setSelected] = useKeptDraft(
    kept && chosenSections({ begin: kept }),
    () => chosenSections(answers),
    (values) => dispatch(quizAnswerDrafted({ slug: 'begin', values })),
    useAnswersPending(),
  );
  const id = useId();
  const formId = `${id}-form`;

  const toggle = useCallback(
    (value: string) => {
      if (isQuizSectionSlug(value)) setSelected((current) => toggleBeginSection(current, value));
    },
    [setSelected],
  );

  // Worded once per language, not on every tick.
  const options = useMemo(
    () =>
      BEGIN_OPTIONS.map((option) => ({
        value: option.value,
        icon: option.icon,
        label: t(`sections.${option.value}.name`),
      })),
    [t],
  );

  const answered = isBeginValid(selected);
  // Continue leads to the first chosen section: its page's code is loaded once one is chosen.
  usePreloadNextPage(answered, () =>
    to(paths.quiz(nextQuizStep({ ...answers, begin: selected }, 'begin'))),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!answered) return;
    leave(event, () => {
      dispatch(quizAnswerRecorded({ slug: 'begin', values: selected }));
      track({ event: 'continue', question: 'begin', responses: selected.join(',') });
      navigate(to(paths.quiz(nextQuizStep({ ...answers, begin: selected }, 'begin'))));
    });
  }

  return (
    <>
      <form id={formId} className="quiz-step" onSubmit={submit}>
        <h1 id={`${id}-title`}>{t('begin.title')}</h1>
        <p id={`${id}-intro`} className="quiz-step__intro">
          {t('begin.intro')}
        </p>
        <QuizOptionList
          name="begin"
          labelledBy={`${id}-title`}
          describedBy={`${id}-intro`}
          options={options}
          selected={selected}
          onToggle={toggle}
        />
      </form>
      <StepFooter formId={formId} continueLabel={t('begin.continue')} canContinue={answered} />
    </>
  );
}
