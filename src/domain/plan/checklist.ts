// The plan's checklist and fire-safety advice, derived from the answers of the active flow.
import { answerMeaning, getPlanQuestion } from '../../content/plan-questions';
import type { PlanQuestion } from '../../content/plan-questions';
import {
  DETAIL_PANELS,
  DO_IT_NOW_CHECKS,
  SETTLING_CHECKS,
  hasOwnLine,
} from '../../content/plan-detail-choices';
import type { DetailPanel } from '../../content/plan-detail-choices';
import type { FloorPlanSketch } from '../floor-plan/sketch';
import type { PlanStepKey } from './description';
import { everyoneNeedingHelpHasHelper, peopleWithoutHelper } from './household';
import { flatStairsItems, helperTodoKey, needTodos } from './household-needs';
import { carouselValue, isCarouselAnswer, isOptionAnswer } from './answer';
import { isSameWayTwice, type PlanDetails } from './details';
import { houseTypeOf, planFlow, shownSubQuestions } from './flow';
import { livesAlone, someoneNeedsHelp } from './setting';
import { ALONE_HELP_TODO_KEY } from '../../content/household-needs';
import type { PlanAnswerValue, PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';
import type { ChecklistItem, ChecklistTodo } from '../../vocabulary/text-keys';
import { checklistLabelKey } from './checklist-label';

export type { ChecklistItem };

export { checklistLabelKey };

export const ADVICE_ITEM_KEY = 'get-advice';

function isExactly(stored: PlanAnswerValue | undefined, value: string): boolean {
  return isOptionAnswer(stored) && stored.length === 1 && stored[0] === value;
}

function itemsOfQuestion(
  question: PlanQuestion,
  answers: PlanAnswers,
  details: PlanDetails | undefined,
): ChecklistItem[] {
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
    // A to-do only for the unsafe answer; safe or unanswered says nothing. "Someone needs help"
    // is done once the household names a helper for each person who needs help; someone who
    // lives alone has nobody at home to name, and the plan's needs say what they can do instead.
    if (answerMeaning(sub, value) !== 'unsafe') return [];
    if (sub.doneWhenHelpersAgreed === true && livesAlone(answers, details)) return [];
    const done =
      (sub.doneWhenHelpersAgreed === true && everyoneNeedingHelpHasHelper(details)) ||
      settledByCheck(question.slug, sub.slug, details);
    return [{ key: sub.checklistKey, fieldValue: done }];
  });
}

/** A settling check offered under this sub-question has been done (SETTLING_CHECKS). */
function settledByCheck(
  slug: PlanQuestionSlug,
  subSlug: string,
  details: PlanDetails | undefined,
): boolean {
  const offered = DETAIL_PANELS[slug]?.[subSlug] ?? [];
  return SETTLING_CHECKS.some(
    (check) => offered.includes(check) && details?.doneNow?.[check] === true,
  );
}

function areAlarmsSorted(answers: PlanAnswers): boolean {
  return (
    isExactly(answers['smoke-alarms-right-places'], 'yes') &&
    isExactly(answers['smoke-alarms'], 'yes')
  );
}

/** Whether the household has a way (or a place) for this step at all: read by every surface. */
export function isStepPlanned(answers: PlanAnswers, step: PlanStepKey): boolean {
  const apartment = houseTypeOf(answers) === 'apartment';
  if (step === 'meeting') {
    const stored = answers[apartment ? 'assembly-point' : 'meeting-area'];
    return isOptionAnswer(stored) && stored.length > 0;
  }
  if (apartment) {
    return step === 'first' || carouselValue(answers, 'escape-route', 'multiple-exits') === true;
  }
  // No home type yet: no way out has been planned.
  if (houseTypeOf(answers) !== 'house') return false;
  const slug = step === 'first' ? 'first-escape-route' : 'second-escape-route';
  return carouselValue(answers, slug, 'route-planned') === true;
}

/** Both ways out planned (a house's two routes, an apartment's several exits). */
function areWaysOutSorted(answers: PlanAnswers): boolean {
  return isStepPlanned(answers, 'first') && isStepPlanned(answers, 'second');
}

function needsFireSafetyAdvice(answers: PlanAnswers, details?: PlanDetails): boolean {
  return !areAlarmsSorted(answers) || !areWaysOutSorted(answers) || isSameWayTwice(details);
}

/**
 * Items the plan's details add after a question's own: checks done now; after living-situation
 * the helpers to agree (who wakes or carries someone, when their needs say so) and what their
 * needs ask for, and the second way out from bedrooms upstairs.
 */
function detailItems(
  slug: PlanQuestionSlug,
  answers: PlanAnswers,
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
): ChecklistItem[] {
  const doneNow = details?.doneNow ?? {};
  const panels = Object.values(DETAIL_PANELS[slug] ?? {}).flat<DetailPanel[][]>();
  const checks = DO_IT_NOW_CHECKS.filter(hasOwnLine)
    .filter((check) => doneNow[check] === true && panels.includes(check))
    .map((check): ChecklistItem => ({ key: `done-now-${check}`, fieldValue: true }));
  // Someone who lives alone has nobody at home to agree as a helper: no to-do they can't close.
  const alone = livesAlone(answers, details);
  const helpers =
    slug === 'living-situation'
      ? [
          ...(alone ? [] : peopleWithoutHelper(details)).map((person): ChecklistTodo => ({
            key: helperTodoKey(person),
            fieldValue: false,
            values: { name: person.name },
          })),
          ...needTodos(details, sketch, answers),
        ]
      : [];
  // Someone who lives alone and needs help: the home visit, booked where the household is said.
  const visit: ChecklistItem[] =
    slug === 'living-situation' && alone && someoneNeedsHelp(answers, details)
      ? [{ key: ALONE_HELP_TODO_KEY, fieldValue: doneNow['visit-booked'] === true }]
      : [];
  // Someone who cannot use a flat's stairs: asked of the building on the floor question.
  const building = slug === 'flat-floor' ? flatStairsItems(answers, details) : [];
  return [...checks, ...helpers, ...visit, ...building];
}

export const HELPER_ITEM_KEY = 'household-helper';
const SECOND_ROUTE_PLANNED = 'second-route-planned';
export const SECOND_ROUTE_SAME = 'second-route-same';

/** A checklist item with the question it comes from (null: the advice the whole plan adds). */
export type SourcedItem = ChecklistItem & { slug: PlanQuestionSlug | null };

/**
 * The checklist of these answers, each item with its question (and the plan's details and
 * floor-plan sketch, when there are any: the sketch adds the upstairs bedrooms' second way out).
 */
export function checklistOf(
  answers: PlanAnswers,
  details?: PlanDetails,
  sketch?: FloorPlanSketch | null,
): SourcedItem[] {
  const sameWayTwice = isSameWayTwice(details);
  const items = planFlow(answers).flatMap((slug) =>
    [
      ...itemsOfQuestion(getPlanQuestion(slug), answers, details),
      ...detailItems(slug, answers, details, sketch),
    ]
      // The same way twice is not a second way out: a to-do that says why.
      .map((item): SourcedItem =>
        sameWayTwice && item.key === SECOND_ROUTE_PLANNED && item.fieldValue
          ? { key: SECOND_ROUTE_SAME, fieldValue: false, slug }
          : { ...item, slug },
      ),
  );
  if (needsFireSafetyAdvice(answers, details)) {
    items.push({ key: ADVICE_ITEM_KEY, fieldValue: false, slug: null });
  }
  return items;
}

/** The checklist of these answers, as the plan's assessment reads it (checklistOf, unsourced). */
export function deriveChecklist(
  answers: PlanAnswers,
  details?: PlanDetails,
  sketch?: FloorPlanSketch | null,
): ChecklistItem[] {
  return checklistOf(answers, details, sketch).map(({ slug: _slug, ...item }) => item);
}
