// The plan's checklist and fire-safety advice, derived from the answers of the active flow.
import { answerMeaning, getPlanQuestion } from '../content/plan-questions';
import type { PlanQuestion } from '../content/plan-questions';
import { isCarouselAnswer, isOptionAnswer } from './plan-answer';
import { houseTypeOf, planFlow, shownSubQuestions } from './plan-flow';
import type { PlanAnswerValue, PlanAnswers, PlanQuestionSlug } from './types';

/** A checklist line: its label key, and whether it is done (true) or a to-do (false). */
export type ChecklistItem = { key: string; fieldValue: boolean };

export const ADVICE_ITEM_KEY = 'get-advice';

function isExactly(stored: PlanAnswerValue | undefined, value: string): boolean {
  return isOptionAnswer(stored) && stored.length === 1 && stored[0] === value;
}

function itemsOfQuestion(question: PlanQuestion, answers: PlanAnswers): ChecklistItem[] {
  const stored = answers[question.slug];
  if (question.checklist) {
    return [
      { key: question.checklist.key, fieldValue: isExactly(stored, question.checklist.safeValue) },
    ];
  }
  const carousel = isCarouselAnswer(stored) ? stored : {};
  return shownSubQuestions(question.slug, answers).flatMap((sub) => {
    const value = carousel[sub.slug];
    if (sub.checklist === 'always') {
      return [{ key: sub.checklistKey, fieldValue: answerMeaning(sub, value) === 'safe' }];
    }
    // A to-do only for the unsafe answer; safe or unanswered says nothing.
    return answerMeaning(sub, value) === 'unsafe'
      ? [{ key: sub.checklistKey, fieldValue: false }]
      : [];
  });
}

function carouselValue(answers: PlanAnswers, slug: PlanQuestionSlug, sub: string): unknown {
  const stored = answers[slug];
  return isCarouselAnswer(stored) ? stored[sub] : undefined;
}

function areAlarmsSorted(answers: PlanAnswers): boolean {
  return (
    isExactly(answers['smoke-alarms-right-places'], 'yes') &&
    isExactly(answers['smoke-alarms'], 'yes')
  );
}

/** The ways out are sorted: both house routes planned, or an apartment with several exits. */
function areWaysOutSorted(answers: PlanAnswers): boolean {
  switch (houseTypeOf(answers)) {
    case 'house':
      return (
        carouselValue(answers, 'first-escape-route', 'route-planned') === true &&
        carouselValue(answers, 'second-escape-route', 'route-planned') === true
      );
    case 'apartment':
      return carouselValue(answers, 'escape-route', 'multiple-exits') === true;
    default:
      // No home type yet: no way out has been planned.
      return false;
  }
}

function needsFireSafetyAdvice(answers: PlanAnswers): boolean {
  return !areAlarmsSorted(answers) || !areWaysOutSorted(answers);
}

export function deriveChecklist(answers: PlanAnswers): ChecklistItem[] {
  const items = planFlow(answers).flatMap((slug) =>
    itemsOfQuestion(getPlanQuestion(slug), answers),
  );
  if (needsFireSafetyAdvice(answers)) items.push({ key: ADVICE_ITEM_KEY, fieldValue: false });
  return items;
}

export function showsFireSafetyBanner(answers: PlanAnswers): boolean {
  return needsFireSafetyAdvice(answers);
}
