import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { useAnswersPending } from '../../state/page-readiness';
import { paths } from '../../routes';
import { getPlanQuestion } from '../../content/plan-questions';
import { hasPlanAnswers, planFlow, stepFromPath } from '../../domain/plan/flow';
import { PLAN_QUESTION_SLUGS } from '../../vocabulary/types';
import { NotFoundPage } from '../../components/not-found';
import { CarouselQuestion } from './carousel-question';
import { OptionQuestion } from './option-question';
import { resumePath } from './plan-steps';
import { selectPlanAnswers } from '../../state/plan/plan-slice';
import './escape-plan.css';

const FIRST_QUESTION = 'smoke-alarms-right-places';

/**
 * The question's key: it changes (the question is drawn again, from the answer) only when a stored
 * answer for it arrives with the others from the device; a choice made meanwhile is kept. Not when
 * the person answers: a carousel records each answer as it is given, and its first one drew the
 * whole question again inside the tap (issue 54).
 */
function useArrivalKey(slug: string, pending: boolean, answered: boolean): string {
  // Per question, whether its answer was there when the stored answers came back (noted during
  // render, as React's "information from previous renders": it redraws at once, same key).
  const [arrived, setArrived] = useState<Readonly<Record<string, boolean>>>({});
  const known = arrived[slug];
  if (!pending && known === undefined) setArrived({ ...arrived, [slug]: answered });
  return `${slug} ${known ?? (!pending && answered)}`;
}

/**
 * /question/{slug}[/{sub}]: an unknown slug is a not-found page; a step outside the plan's flow
 * (e.g. an apartment question in a house plan) moves on to the first open question.
 */
export default function QuestionPage() {
  const { question = '', sub } = useParams();
  const answers = useAppSelector(selectPlanAnswers);
  const { to } = useLanguage();
  const pending = useAnswersPending();
  const step = stepFromPath(question, sub);
  const key = useArrivalKey(question, pending, step ? answers[step.slug] !== undefined : false);

  if (!step) {
    // A real question with an unknown step (e.g. an old /question/escape-route/summary link)
    // opens the question; a slug that is no question is not found.
    const isQuestion = (PLAN_QUESTION_SLUGS as readonly string[]).includes(question);
    return isQuestion ? <Navigate to={to(paths.question(question))} replace /> : <NotFoundPage />;
  }
  // Until the stored answers are back the question is drawn without a choice and nobody is
  // moved on; then it is drawn again (key) from them, or redirected.
  if (!pending && step.slug !== FIRST_QUESTION && !hasPlanAnswers(answers)) {
    return <Navigate to={to(paths.home)} replace />;
  }
  if (!pending && !planFlow(answers).includes(step.slug)) {
    return <Navigate to={to(resumePath(answers))} replace />;
  }
  return getPlanQuestion(step.slug).type === 'carousel' ? (
    <CarouselQuestion key={key} slug={step.slug} sub={step.sub} />
  ) : (
    <OptionQuestion key={key} slug={step.slug} />
  );
}
