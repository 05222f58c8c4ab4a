// The plan's one verdict: every finding about the answers, the household and the drawing, read by
// every surface (the headline, the three step boxes, the checklist, the print and the email), so
// no surface says "Done" or "ready" where another names what is still wrong. A finding that makes
// a way out unusable for someone is said in the step box of that way out; a checklist tick whose
// subject has an open finding becomes the to-do that points at it.
import { SLEEPING_TODO_KEYS } from '../../content/household-needs';
import { checkSketch, type SketchFinding } from '../floor-plan/checks';
import { hasSketch, roomById, ROUTE_KEYS, type FloorPlanSketch } from '../floor-plan/sketch';
import { walkRoute } from '../floor-plan/ways-out';
import { carouselValue, isOptionAnswer } from './answer';
import { SECOND_ROUTE_SAME, deriveChecklist, type ChecklistItem } from './checklist';
import {
  describePlanSteps,
  planPhrase,
  type DescribedStep,
  type Phrase,
  type PlanStepKey,
} from './description';
import { isSameWayTwice, type PlanDetails } from './details';
import { detailsForAnswers } from './details-check';
import { houseTypeOf } from './flow';
import { needsOf } from './household-needs';
import { sleepingPlaceTodos } from './sleeping-places';
import type { PlanAnswers } from '../../vocabulary/types';
import type { ChecklistKey } from '../../vocabulary/text-keys';

export interface AssessedStep extends DescribedStep {
  /** What makes this way out unusable for someone, said in its box. */
  problems: Phrase[];
  /** Planned (or chosen) and nothing in `problems`. */
  settled: boolean;
}

export interface PlanAssessment {
  steps: AssessedStep[];
  /** The checklist, with no tick that an open finding contradicts. */
  checklist: ChecklistItem[];
  /** How many things stand between the plan and "ready": unsettled steps and their problems. */
  open: number;
}

/** What a checklist tick is about; an open finding on the same subject takes the tick away. */
type Subject = PlanStepKey | 'alarms' | 'helpers';

const TICK_SUBJECTS: Partial<Record<ChecklistKey, readonly Subject[]>> = {
  'first-route-planned': ['first'],
  'second-route-planned': ['second'],
  'first-route-assistance': ['helpers'],
  'second-route-assistance': ['helpers'],
  'smoke-alarms-right-places': ['alarms'],
};

/** The to-do that replaces a contradicted tick (its own to-do words when absent). */
const UNSETTLED_TODO: Partial<Record<ChecklistKey, ChecklistKey>> = {
  'first-route-planned': 'first-route-unsettled',
  'second-route-planned': 'second-route-unsettled',
};

/** The drawing's findings that say an alarm is missing where the advice puts one. */
const ALARM_FINDINGS: readonly SketchFinding['kind'][] = [
  'bedroom-no-alarm',
  'bedroom-alarm-outside',
  'level-no-alarm',
];

/** To-dos about a person whose second way out they cannot use on their own. */
const WAY_OUT_PERSON_TODOS: readonly ChecklistKey[] = [
  SLEEPING_TODO_KEYS.childWindow,
  SLEEPING_TODO_KEYS.mobilityUpstairs,
  SLEEPING_TODO_KEYS.mobilityWindow,
];

/** To-dos that say someone's helper is not settled (none named, too many, away at night). */
const HELPER_TODOS: readonly ChecklistKey[] = [
  'household-helper',
  'household-waker',
  'household-child-waker',
  'household-carrier',
  'helper-overloaded',
  'helper-overloaded-alone',
  'helper-two-levels',
  'helper-two-levels-alone',
  SLEEPING_TODO_KEYS.backupHelper,
  SLEEPING_TODO_KEYS.childWindow,
];

const key = planPhrase;

/** Names in a row, as one value of a phrase: "Kids, A bedroom upstairs". */
function listOf(names: Phrase[]): Record<string, Phrase> {
  return { rooms: { list: names } };
}

/** A line naming rooms or people in a row is one thing to sort for each of them. */
function thingsNamed(problem: Phrase): number {
  if (!('key' in problem)) return 1;
  const named = Object.values(problem.values ?? {}).find(
    (value): value is { list: Phrase[] } => typeof value === 'object' && 'list' in value,
  );
  return named ? named.list.length : 1;
}

function bedroomPhrase(sketch: FloorPlanSketch, roomId: string): Phrase {
  const room = roomById(sketch, roomId);
  if (room?.name) return { text: room.name };
  return key(`assessment.bedroom.${room?.level ?? 'ground'}`);
}

/** The drawing's findings that make a way out unusable, by the step they concern. */
function sketchProblems(
  sketch: FloorPlanSketch,
  findings: readonly SketchFinding[],
): Record<PlanStepKey, Phrase[]> {
  const problems: Record<PlanStepKey, Phrase[]> = { first: [], second: [], meeting: [] };
  for (const route of ROUTE_KEYS) {
    const walk = walkRoute(sketch, sketch.routes[route]);
    if (sketch.routes[route].length > 0 && !walk.reachesOutside) {
      problems[route].push(key('assessment.route-not-outside'));
    }
  }
  // Each kind of finding is one line naming every room it concerns: a box that stays short.
  const rooms = (waysOut: 0 | 1): Phrase[] =>
    findings.flatMap((finding) =>
      finding.kind === 'bedroom-ways-out' && finding.waysOut === waysOut
        ? [bedroomPhrase(sketch, finding.roomId)]
        : [],
    );
  const noWay = rooms(0);
  const oneWay = rooms(1);
  // No way at all: the first way out is missing; one: the second.
  if (noWay.length > 0) problems.first.push(key('assessment.bedroom-no-way', listOf(noWay)));
  if (oneWay.length > 0) problems.second.push(key('assessment.bedroom-one-way', listOf(oneWay)));
  if (findings.some((finding) => finding.kind === 'routes-same-stairs')) {
    problems.second.push(key('assessment.same-stairs'));
  }
  return problems;
}

/** Whether the household has a way (or a place) for this step at all. */
function isStepPlanned(answers: PlanAnswers, step: PlanStepKey): boolean {
  const apartment = houseTypeOf(answers) === 'apartment';
  if (step === 'meeting') {
    const stored = answers[apartment ? 'assembly-point' : 'meeting-area'];
    return isOptionAnswer(stored) && stored.length > 0;
  }
  if (apartment) {
    return step === 'first' || carouselValue(answers, 'escape-route', 'multiple-exits') === true;
  }
  const slug = step === 'first' ? 'first-escape-route' : 'second-escape-route';
  return carouselValue(answers, slug, 'route-planned') === true;
}

/** What the household has practised on this device: a drill talks the plan through with everyone. */
export interface PlanPractice {
  drilled: boolean;
}

/** The one assessment of a plan: its steps with their problems, its checklist, what is open. */
export function assessPlan(
  answers: PlanAnswers,
  details?: PlanDetails,
  sketch?: FloorPlanSketch | null,
  practice: PlanPractice = { drilled: false },
): PlanAssessment {
  const kept = details && detailsForAnswers(details, answers);
  const drawn = hasSketch(sketch) ? sketch : null;
  const findings = drawn ? checkSketch(drawn) : [];
  const problems = drawn ? sketchProblems(drawn, findings) : { first: [], second: [], meeting: [] };
  if (isSameWayTwice(kept)) {
    problems.second.unshift(key(`checklist.items.${SECOND_ROUTE_SAME}.todo`));
  }
  // Who cannot use the second way on their own: named once here; the checklist says what to do.
  const names = [
    ...new Set(
      sleepingPlaceTodos(kept, drawn, needsOf)
        .filter((todo) => WAY_OUT_PERSON_TODOS.includes(todo.key))
        .map((todo) => todo.values.name ?? ''),
    ),
  ];
  if (names.length > 0) {
    problems.second.push(
      key('assessment.people-cannot-use', {
        names: { list: names.map((name) => ({ text: name })) },
      }),
    );
  }
  // Each step's things left: each room or person its problems name, and the step itself while
  // there is no way (or place) for it at all.
  let open = 0;
  const steps = describePlanSteps(answers, kept).map((step): AssessedStep => {
    const stepProblems = problems[step.key];
    const planned = isStepPlanned(answers, step.key);
    open += stepProblems.reduce((things, problem) => things + thingsNamed(problem), 0);
    if (!planned) open += 1;
    return { ...step, problems: stepProblems, settled: planned && stepProblems.length === 0 };
  });
  const items = deriveChecklist(answers, kept, drawn);
  const openSubjects = new Set<Subject>(
    steps.filter((step) => step.problems.length > 0).map((step) => step.key),
  );
  if (items.some((item) => !item.fieldValue && HELPER_TODOS.includes(item.key))) {
    openSubjects.add('helpers');
  }
  const alarmMissing =
    findings.some((finding) => ALARM_FINDINGS.includes(finding.kind)) ||
    items.some((item) => item.key === SLEEPING_TODO_KEYS.ownAlarm);
  if (alarmMissing) openSubjects.add('alarms');
  const checklist = items.map((item): ChecklistItem => {
    if (item.key === 'discussed' && practice.drilled) return { key: 'discussed', fieldValue: true };
    const subjects = TICK_SUBJECTS[item.key] ?? [];
    if (!item.fieldValue || !subjects.some((subject) => openSubjects.has(subject))) return item;
    return { key: UNSETTLED_TODO[item.key] ?? item.key, fieldValue: false };
  });
  return { steps, checklist, open };
}
