// A plan for each household's needs: what follows from why each person needs help to
// get out (who wakes or carries them, which alarm would wake them, what stays by their bed), the
// to-dos it adds to the checklist, and when a free home fire safety visit is recommended. Pure
// functions over the answers, the details and the floor-plan sketch; the words are locale keys
// (plan:needs, plan:checklist.items, plan:visit), rendered by the screens, the printed plan and
// the email alike.
import {
  FLAT_STAIRS_TODO_KEY,
  HELPER_LOAD_LIMITS,
  HELPER_OVERLOAD_TODO_KEYS,
  HELPER_ROLE_ORDER,
  HELPER_TODO_KEYS,
  HOUSEHOLD_ONLY_LINES,
  LEVELS_ONLY_LINES,
  NEED_CONTENT,
  NEED_KINDS,
  NO_STAIRS_NEEDS,
  ON_YOUR_OWN_LINES,
  UPSTAIRS_CHECK_TODO_KEY,
  UPSTAIRS_TODO_KEY,
} from '../../content/household-needs';
import type { HelperRole, NeedKind } from '../../content/household-needs';
import { VISIT_REASONS } from '../../content/home-visit';
import type { VisitReason } from '../../content/home-visit';
import { checkSketch } from '../floor-plan/checks';
import { hasSketch, roomById, type FloorPlanSketch } from '../floor-plan/sketch';
import { helpAssignments, peopleOf, possibleHelpers } from './household';
import {
  backupHelperOf,
  backupHelperTodos,
  bedroomOf,
  sleepingPlaceTodos,
} from './sleeping-places';
import { isOptionAnswer } from './answer';
import { inContext, planPhrase, type Phrase } from './description';
import { houseTypeOf } from './flow';
import { flatUsesStairs, livesAlone, planContext, someoneNeedsHelp } from './setting';
import type { HouseholdPerson, PlanDetails } from './details';
import type { PlanAnswers } from '../../vocabulary/types';
import type { ChecklistItem, ChecklistKey, ChecklistTodo } from '../../vocabulary/text-keys';
import { checklistLabelKey } from './checklist-label';

/**
 * What this person needs, in the order of NEED_KINDS, each once, whether or not someone gets
 * them out (a wheelchair user who gets out alone still needs wide doors). 'other' counts only
 * with words.
 */
export function needsOf(person: HouseholdPerson): NeedKind[] {
  const ticked = new Set(person.needs ?? []);
  return NEED_KINDS.filter(
    (kind) => ticked.has(kind) && (kind !== 'other' || !!person.needsOther?.trim()),
  );
}

/**
 * What the helper does for this person: wakes, wakes (a child) or carries them; null: helps, or
 * they need nobody to get them out.
 */
function helperRoleOf(person: HouseholdPerson): HelperRole | null {
  if (!person.needsHelp) return null;
  const roles = new Set(needsOf(person).map((kind) => NEED_CONTENT[kind].helperRole));
  return HELPER_ROLE_ORDER.find((role) => roles.has(role)) ?? null;
}

/** The checklist key of "agree who helps / wakes / carries {{name}}". */
export function helperTodoKey(person: HouseholdPerson): ChecklistKey {
  return HELPER_TODO_KEYS[helperRoleOf(person) ?? 'helps'];
}

/** A helper with more to do than one adult can (HELPER_LOAD_LIMITS), and who else could help. */
export interface HelperOverload {
  helper: HouseholdPerson;
  /** The people they are to get out. */
  people: HouseholdPerson[];
  /** Others who can help and are not overloaded themselves, least busy first. */
  others: HouseholdPerson[];
}

/** Helpers with more people to get out than one adult can, in the household's order. */
export function helperOverloads(details: PlanDetails | undefined): HelperOverload[] {
  const jobs = new Map<string, HouseholdPerson[]>();
  for (const { person, helper } of helpAssignments(details)) {
    if (helper) jobs.set(helper.id, [...(jobs.get(helper.id) ?? []), person]);
  }
  const carriesOf = (people: HouseholdPerson[]) =>
    people.filter((person) => helperRoleOf(person) === 'carries').length;
  const overloaded = (people: HouseholdPerson[]) =>
    carriesOf(people) > HELPER_LOAD_LIMITS.carries || people.length > HELPER_LOAD_LIMITS.people;
  return peopleOf(details).flatMap((helper) => {
    const people = jobs.get(helper.id) ?? [];
    if (!overloaded(people)) return [];
    const others = possibleHelpers(details, helper.id)
      // Someone the helper wakes can take a job once woken (helpsOthers decides who can).
      .filter((other) => !overloaded(jobs.get(other.id) ?? []))
      .sort((a, b) => (jobs.get(a.id)?.length ?? 0) - (jobs.get(b.id)?.length ?? 0));
    return [{ helper, people, others }];
  });
}

/** The to-do naming an overloaded helper, and who else can take a job. */
function overloadTodos(details: PlanDetails | undefined): ChecklistTodo[] {
  return helperOverloads(details).map(({ helper, people, others }) => ({
    key:
      others.length > 0
        ? HELPER_OVERLOAD_TODO_KEYS.shareWith
        : HELPER_OVERLOAD_TODO_KEYS.nobodyElse,
    fieldValue: false,
    values: {
      name: helper.name,
      count: String(people.length),
      others: others.map((other) => other.name).join(', '),
    },
  }));
}

/**
 * A helper whose people sleep on two levels cannot be upstairs and downstairs at once: named,
 * with who else could take one of those jobs (as for a helper with too much to do).
 */
function levelSplitTodos(
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
): ChecklistTodo[] {
  if (!hasSketch(sketch)) return [];
  const overloaded = new Set(helperOverloads(details).map(({ helper }) => helper.id));
  const assignments = helpAssignments(details);
  return peopleOf(details).flatMap((helper) => {
    const people = assignments
      .filter((assignment) => assignment.helper?.id === helper.id)
      .map(({ person }) => person);
    const levels = new Set(people.flatMap((person) => bedroomOf(person, sketch)?.level ?? []));
    if (levels.size < 2) return [];
    const others = possibleHelpers(details, helper.id).filter((other) => !overloaded.has(other.id));
    return [
      {
        key: others.length > 0 ? 'helper-two-levels' : 'helper-two-levels-alone',
        fieldValue: false,
        values: {
          name: helper.name,
          people: people.map((person) => person.name).join(', '),
          others: others.map((other) => other.name).join(', '),
        },
      },
    ];
  });
}

/**
 * Whether people sleep upstairs: a bedroom on the drawing's upper level, or, with no drawing, a
 * house said to have more than one level (the plan knows the storeys either way).
 */
function sleepsUpstairs(
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
): boolean {
  if (!hasSketch(sketch)) return details?.storeys === 'more';
  return sketch.rooms.some((room) => room.kind === 'bedroom' && room.level === 'upstairs');
}

export interface PersonNeeds {
  personId: string;
  name: string;
  /** What they need, in words: the kinds' labels and the household's own words. */
  kinds: Phrase[];
  /** What the household does about it. */
  actions: Phrase[];
}

export interface NeedsAdvice {
  people: PersonNeeds[];
  /** "Bedrooms upstairs: plan a second way out from upstairs, and practise it." */
  upstairs: Phrase | null;
  /** Someone who lives alone and needs help: what they can do, with nobody at home to help. */
  onYourOwn: Phrase[];
}

/**
 * Whether the home has levels to choose a bedroom from: a house, drawn with an upstairs or said
 * to have more than one level (or not said). A flat or a one-level house has no "ground floor,
 * where you can" to move to.
 */
function hasLevels(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
): boolean {
  if (houseTypeOf(answers) === 'apartment') return false;
  if (hasSketch(sketch)) return sketch.rooms.some((room) => room.level === 'upstairs');
  return details?.storeys !== 'one';
}

/** Someone who cannot use stairs, in a flat whose way out is the building's stairs. */
function cannotUseFlatStairs(answers: PlanAnswers, person: HouseholdPerson): boolean {
  return flatUsesStairs(answers) && needsOf(person).some((need) => NO_STAIRS_NEEDS.includes(need));
}

/** Whether anyone of the household cannot use the stairs of their flat's building. */
export function someoneCannotUseFlatStairs(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
): boolean {
  return peopleOf(details).some((person) => cannotUseFlatStairs(answers, person));
}

/**
 * The to-do of each such person: ask the building's owner or manager what its evacuation
 * procedure provides for them (the Evacuation Procedures Regulations 2018 require it to provide
 * for people who need particular assistance), settled by saying it has been asked.
 */
function flatStairsTodos(answers: PlanAnswers, details: PlanDetails | undefined): PersonTodoLine[] {
  const asked = details?.doneNow?.['evacuation-asked'] === true;
  return peopleOf(details)
    .filter((person) => cannotUseFlatStairs(answers, person))
    .map((person) => ({
      personId: person.id,
      item: { key: FLAT_STAIRS_TODO_KEY, fieldValue: asked, values: { name: person.name } },
    }));
}

/** The flat's stairs to-dos, sorted under the floor question, where the building is asked. */
export function flatStairsItems(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
): ChecklistItem[] {
  return flatStairsTodos(answers, details).map(({ item }) => item);
}

interface PersonTodoLine {
  personId: string;
  item: ChecklistItem;
}

const key = planPhrase;

/**
 * What the plan says for each person whose needs are known, and for bedrooms upstairs. Empty for
 * a household that said nothing about needs (and no upstairs bedroom): the plan as before.
 */
export function describeNeeds(
  details: PlanDetails | undefined,
  sketch?: FloorPlanSketch | null,
  answers: PlanAnswers = {},
): NeedsAdvice {
  const alone = livesAlone(answers, details);
  const levels = hasLevels(answers, details, sketch);
  const flatStairs = flatStairsTodos(answers, details);
  const helpers = new Map(
    helpAssignments(details).map(({ person, helper }) => [person.id, helper]),
  );
  // Where each sleeps, said with their needs too (review, print, email, the drill).
  const placeTodos = sleepingPlaceTodos(details, sketch, needsOf);
  const people = peopleOf(details).flatMap((person): PersonNeeds[] => {
    const needs = needsOf(person);
    if (needs.length === 0) return [];
    const name = person.name;
    // Nobody at home to wake or carry someone who lives alone: onYourOwn says what they can do.
    const role = alone ? null : helperRoleOf(person);
    const helper = helpers.get(person.id);
    const backup = helper?.sometimesAway ? backupHelperOf(details, person, helper) : null;
    // A helper who must be woken first (a Deaf parent, say): who wakes them, in that order.
    const waker = helper ? helpers.get(helper.id) : null;
    const who = role
      ? [
          helper
            ? key(`needs.who.${role}`, { name, helper: helper.name })
            : key(`needs.who.${role}-none`, { name }),
          ...(helper && backup
            ? [key('needs.who.backup', { name, helper: helper.name, backup: backup.name })]
            : []),
          ...(helper && waker
            ? [key('needs.who.after-woken', { name, helper: helper.name, waker: waker.name })]
            : []),
        ]
      : [];
    const lines = [...new Set(needs.flatMap((kind) => NEED_CONTENT[kind].lines))]
      .filter((line) => !(alone && HOUSEHOLD_ONLY_LINES.includes(line)))
      .filter((line) => levels || !LEVELS_ONLY_LINES.includes(line))
      .map((line) => key(`needs.lines.${line}`, { name }));
    const kinds = needs.map((kind): Phrase =>
      kind === 'other' ? { text: person.needsOther!.trim() } : key(`needs.kinds.${kind}`),
    );
    const place = [
      ...placeTodos.map((todo) => ({ personId: todo.personId, item: todo })),
      ...flatStairs,
    ]
      .filter((todo) => todo.personId === person.id)
      .map(({ item }) => key(checklistLabelKey(item), { ...item.values }));
    return [{ personId: person.id, name, kinds, actions: [...who, ...place, ...lines] }];
  });
  // Bedrooms upstairs: the advice stands until the drawing shows each has two ways outside.
  const upstairsSorted = hasSketch(sketch) && upstairsBedroomsHaveTwoWays(sketch);
  const upstairs =
    sleepsUpstairs(details, sketch) && !upstairsSorted ? key('needs.lines.upstairs') : null;
  // Someone alone with needs: what they can do; when they need help, the visit is their to-do
  // (alone-help-visit), so it is not said again here.
  const needsHelp = someoneNeedsHelp(answers, details);
  const onYourOwn =
    alone && (needsHelp || people.length > 0)
      ? ON_YOUR_OWN_LINES.filter((line) => !(needsHelp && line === 'visit')).map((line) =>
          key(`needs.alone.${line}`),
        )
      : [];
  // One person's plan is said to them (the '_alone' words, where there are any).
  const context = planContext(answers, details);
  const said = (phrase: Phrase) => inContext(phrase, context);
  return {
    people: people.map((person) => ({ ...person, actions: person.actions.map(said) })),
    upstairs: upstairs && said(upstairs),
    onYourOwn,
  };
}

/** Whether there is anything to say about needs (a section on screen, a page on paper). */
export function hasNeedsAdvice(advice: NeedsAdvice): boolean {
  return advice.people.length > 0 || advice.upstairs !== null || advice.onYourOwn.length > 0;
}

/**
 * The to-dos the needs add to the checklist: helpers with too much to do or sometimes away, per
 * person, where each sleeps, then the upstairs way out.
 */
export function needTodos(
  details: PlanDetails | undefined,
  sketch?: FloorPlanSketch | null,
  answers: PlanAnswers = {},
): ChecklistItem[] {
  const levels = hasLevels(answers, details, sketch);
  const todos = peopleOf(details).flatMap((person) => {
    const level = bedroomOf(person, sketch)?.level;
    const needs = needsOf(person).map((kind) => NEED_CONTENT[kind]);
    const groundFloor = new Set(needs.flatMap((content) => content.groundFloorTodo ?? []));
    return [...new Set(needs.flatMap((content) => content.todos))].flatMap(
      (todo): ChecklistItem[] => {
        const values = { name: person.name };
        // A flat or a one-level house has no ground floor to move a bedroom to.
        if (groundFloor.has(todo) && !levels) return [];
        if (!groundFloor.has(todo) || level === undefined) {
          return [{ key: todo, fieldValue: false, values }];
        }
        // Where they sleep settles it: done on the ground floor; upstairs, who sleeps where says it.
        return level === 'ground' ? [{ key: todo, fieldValue: true, values } as ChecklistItem] : [];
      },
    );
  });
  const all: ChecklistItem[] = [
    ...overloadTodos(details),
    ...levelSplitTodos(details, sketch),
    ...backupHelperTodos(details),
    ...todos,
    ...sleepingPlaceTodos(details, sketch, needsOf),
  ];
  const upstairs = upstairsWaysOut(details, sketch);
  return upstairs ? [...all, upstairs] : all;
}

/**
 * The bedrooms upstairs and their second way out: with a drawing, done when the drawing's checks
 * find no upstairs bedroom without two ways outside (one derivation: checkSketch); without one, a
 * check the household makes itself, which does not say their alternative way out is wrong. Null
 * with no bedroom upstairs.
 */
function upstairsWaysOut(
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
): ChecklistItem | null {
  if (!sleepsUpstairs(details, sketch)) return null;
  if (!hasSketch(sketch)) return { key: UPSTAIRS_CHECK_TODO_KEY, fieldValue: false };
  return { key: UPSTAIRS_TODO_KEY, fieldValue: upstairsBedroomsHaveTwoWays(sketch) };
}

/** Every bedroom upstairs on the drawing has two ways outside (the drawing's own check). */
function upstairsBedroomsHaveTwoWays(sketch: FloorPlanSketch): boolean {
  return !checkSketch(sketch).some(
    (finding) =>
      finding.kind === 'bedroom-ways-out' && roomById(sketch, finding.roomId)?.level === 'upstairs',
  );
}

function chosen(answers: PlanAnswers, slug: keyof PlanAnswers, value: string): boolean {
  const stored = answers[slug];
  return isOptionAnswer(stored) && stored.includes(value);
}

/**
 * Why a free home fire safety visit is recommended, in VISIT_REASONS order (none: not
 * recommended): no smoke alarms, or not sure they work; alarms not in the right places (or not
 * sure); anyone who needs help to get out (answered, or ticked in the household); anyone who
 * cannot hear the alarm.
 */
export function homeVisitReasons(answers: PlanAnswers, details?: PlanDetails): VisitReason[] {
  const people = peopleOf(details);
  const found: Record<VisitReason, boolean> = {
    'no-alarms': chosen(answers, 'smoke-alarms', 'dont-have-any'),
    'alarms-unsure': chosen(answers, 'smoke-alarms', 'no-not-sure'),
    'alarm-places':
      chosen(answers, 'smoke-alarms-right-places', 'no') ||
      chosen(answers, 'smoke-alarms-right-places', 'no-not-sure'),
    'needs-help':
      chosen(answers, 'living-situation', 'need-assistance') ||
      people.some((person) => person.needsHelp || cannotUseFlatStairs(answers, person)),
    'cannot-hear': people.some((person) => needsOf(person).includes('cannot-hear')),
  };
  return VISIT_REASONS.filter((reason) => found[reason]);
}

export function isHomeVisitRecommended(answers: PlanAnswers, details?: PlanDetails): boolean {
  return homeVisitReasons(answers, details).length > 0;
}
