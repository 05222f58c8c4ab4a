import {
  Fragment,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { useReducedMotion } from 'framer-motion';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { answerMeaning, getPlanQuestion } from '../../content/plan-questions';
import {
  isCarouselAnswer,
  isCarouselAnswerValid,
  visibleSubQuestions,
} from '../../domain/plan/answer';
import type { CarouselAnswer, CarouselValue, PlanQuestionSlug } from '../../vocabulary/types';
import { trackContinue } from './continue-event';
import { CarouselStep } from './carousel-step';
import { DetailPanels } from './detail-panels';
import { nextStepPath, previousStepPath } from './plan-steps';
import { usePreloadNextPage } from '../../lib/next-page';
import { answerRecorded, selectPlanAnswers } from '../../state/plan/plan-slice';
import { QuestionFrame } from './question-frame';
import { afterNextPaint } from '../../lib/after-next-paint';

/** Spec: the next sub-question scrolls into view 500 ms after an answer; Continue waits 300 ms. */
const REVEAL_SCROLL_DELAY_MS = 500;
const CONTINUE_DELAY_MS = 300;

/**
 * A stack of yes/no sub-questions: each answer reveals the next. Every answer is stored as it is
 * given (not on Continue), so a reload mid-stack keeps it. The address follows the sub-question
 * being answered (/question/first-escape-route/obstacles), replacing itself, so a reload or the
 * browser's Back from the next question returns to it: arriving on a sub-path scrolls to that
 * sub-question.
 *
 * A tap shows its answer as chosen in its own frame; the answer is recorded in the task after it,
 * and what follows from it (the next sub-question, its detail panels, the address) is drawn then:
 * on a cheap phone drawing those inside the tap held its frame back by some 100 ms (issue 54).
 */
export function CarouselQuestion({ slug, sub }: { slug: PlanQuestionSlug; sub?: string }) {
  const { to } = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectPlanAnswers);
  const reduceMotion = useReducedMotion();
  const question = getPlanQuestion(slug);
  const stored = answers[slug];
  const answer: CarouselAnswer = isCarouselAnswer(stored) ? stored : {};
  // Tapped and not yet recorded: shown as chosen meanwhile.
  const [picked, setPicked] = useState<CarouselAnswer>({});
  const visible = visibleSubQuestions(slug, answers, answer);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const stack = useRef<HTMLDivElement>(null);
  const id = useId();
  const firstSub = question.subQuestions?.[0]?.slug;
  const backPath = previousStepPath(answers, { slug, sub: firstSub });
  const isValid = isCarouselAnswerValid(slug, answer, answers);
  const behavior = reduceMotion ? 'auto' : 'smooth';

  // The sub-path this page was opened on; later address changes are this page's own doing.
  const [arrivalSub] = useState(sub);
  useEffect(() => {
    // Arriving on a sub-path (e.g. back from the next question) shows that sub-question.
    if (!arrivalSub || arrivalSub === firstSub) return;
    // After the layout's new-page scroll to the top (a parent's effect runs after this one).
    const frame = window.requestAnimationFrame(() =>
      stack.current
        ?.querySelector(`[data-sub="${arrivalSub}"]`)
        ?.scrollIntoView({ behavior: 'auto', block: 'center' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [arrivalSub, firstSub]);

  // Answered before its scroll came (a quick thumb, or a test), the sub-question is not scrolled
  // to: the page would move under the next tap, Continue's among them.
  const revealedAnswered =
    revealed !== null && (picked[revealed] ?? answer[revealed]) !== undefined;
  useEffect(() => {
    if (!revealed || revealedAnswered) return;
    const timer = window.setTimeout(() => {
      stack.current
        ?.querySelector(`[data-sub="${revealed}"]`)
        ?.scrollIntoView({ behavior, block: 'center' });
    }, REVEAL_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [revealed, revealedAnswered, behavior]);

  const choose = useCallback(
    (subSlug: string, value: CarouselValue) =>
      setPicked((current) => ({ ...current, [subSlug]: value })),
    [setPicked],
  );
  const recordPicked = useEffectEvent(() => {
    const next = { ...answer, ...picked };
    dispatch(answerRecorded({ slug, value: next }));
    setPicked({});
    const nextVisible = visibleSubQuestions(slug, answers, next);
    const newest = nextVisible.at(-1);
    // The address follows (a page view of the sub-path, where a reload comes back to), only if
    // this question is still on screen.
    if (nextVisible.length > visible.length && newest && stack.current) {
      setRevealed(newest.slug);
      void navigate(to(paths.question(slug, newest.slug)), { replace: true });
    }
  });
  useEffect(() => {
    if (Object.keys(picked).length > 0) afterNextPaint(() => recordPicked());
  }, [picked]);

  // The apartment's last question leads to /complete: its code is loaded once all is answered.
  usePreloadNextPage(isValid, () => to(nextStepPath(answers, { slug, sub: visible.at(-1)?.slug })));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || leaving) return;
    setLeaving(true);
    trackContinue(slug, answer);
    const lastSub = visible.at(-1)?.slug;
    const target = to(nextStepPath(answers, { slug, sub: lastSub }));
    window.setTimeout(() => void navigate(target), CONTINUE_DELAY_MS);
  }

  return (
    <QuestionFrame
      slug={slug}
      id={id}
      backPath={backPath}
      canContinue={isValid && !leaving}
      onSubmit={submit}
      className="question--carousel"
    >
      <div ref={stack} className="carousel">
        {visible.map((subQuestion, index) => (
          <Fragment key={subQuestion.slug}>
            <CarouselStep
              slug={slug}
              subQuestion={subQuestion}
              number={index + 1}
              value={picked[subQuestion.slug] ?? answer[subQuestion.slug]}
              onChoose={choose}
            />
            {/* Optional detail for an answered sub-question: the way out in words, do it now. A
                check that settles a to-do ("clear the way", "a key by the door") only after the
                answer that makes the to-do: after "nothing in the way" there is nothing to do. */}
            {answer[subQuestion.slug] !== undefined && (
              <DetailPanels
                slug={slug}
                place={subQuestion.slug}
                withChecks={
                  subQuestion.checklist === 'always' ||
                  answerMeaning(subQuestion, answer[subQuestion.slug]) === 'unsafe'
                }
              />
            )}
          </Fragment>
        ))}
      </div>
    </QuestionFrame>
  );
}
