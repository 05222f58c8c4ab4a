// Who sleeps where: with the household placed in the floor plan's bedrooms, the checks
// speak about people. A young child cannot use a window above the ground on their own; someone
// with a walker or wheelchair uses no window and no stairs; someone who cannot hear needs an
// alarm in their room that wakes them. And a helper who is sometimes away at night needs someone
// to take their job then. Pure functions over the details and the sketch; words are locale keys.
import { SLEEPING_PLACE_NEEDS, SLEEPING_TODO_KEYS } from '../../content/household-needs';
import type { NeedKind } from '../../content/household-needs';
import { independentWaysOut, type PassageFilter } from '../floor-plan/checks';
import { hasSketch, roomById } from '../floor-plan/sketch';
import type { FloorPlanSketch, SketchRoom } from '../floor-plan/sketch';
import { helpAssignments, helpsOthers, peopleOf } from './household';
import type { HouseholdPerson, PlanDetails } from './details';
import type { ChecklistKey, ChecklistTodo } from '../../vocabulary/text-keys';

/** A checklist to-do about one person. */
export interface PersonTodo extends ChecklistTodo {
  values: Record<string, string>;
  /** Whom it is about (their needs advice says it too). */
  personId: string;
}

const noWindows: PassageFilter = (passage) => passage.kind !== 'window';

function hasAny(needs: readonly NeedKind[], kinds: readonly NeedKind[]): boolean {
  return needs.some((need) => kinds.includes(need));
}

/** The bedroom of the sketch this person sleeps in, if they are placed in one that exists. */
export function bedroomOf(
  person: HouseholdPerson,
  sketch: FloorPlanSketch | null | undefined,
): SketchRoom | null {
  if (!person.bedroomId || !hasSketch(sketch)) return null;
  const room = roomById(sketch, person.bedroomId);
  return room?.kind === 'bedroom' ? room : null;
}

/**
 * What the bedroom a person sleeps in lacks for them, as to-dos naming them (their name is
 * enough to find the room, and needs no translating). `needsOf` gives their needs as ticked.
 */
export function sleepingPlaceTodos(
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
  needsOf: (person: HouseholdPerson) => NeedKind[],
): PersonTodo[] {
  if (!hasSketch(sketch)) return [];
  return peopleOf(details).flatMap((person) => {
    const room = bedroomOf(person, sketch);
    if (!room) return [];
    const needs = needsOf(person);
    const values = { name: person.name };
    const todo = (key: ChecklistKey): PersonTodo => ({
      key,
      fieldValue: false,
      values,
      personId: person.id,
    });
    const todos: PersonTodo[] = [];
    const upstairs = room.level === 'upstairs';
    // Two ways out that use no window: doors, and stairs down (checked room by room).
    const withoutWindows = () => independentWaysOut(sketch, room.id, 2, noWindows);
    if (hasAny(needs, SLEEPING_PLACE_NEEDS.noWindowNoStairs)) {
      if (upstairs) todos.push(todo(SLEEPING_TODO_KEYS.mobilityUpstairs));
      else if (withoutWindows() < 2) todos.push(todo(SLEEPING_TODO_KEYS.mobilityWindow));
    } else if (
      upstairs &&
      hasAny(needs, SLEEPING_PLACE_NEEDS.noWindowAlone) &&
      independentWaysOut(sketch, room.id) > withoutWindows()
    ) {
      // The window is one of their ways out (a roof, deck or ladder below it).
      todos.push(todo(SLEEPING_TODO_KEYS.childWindow));
    }
    // A bed or pillow shaker wakes them; a strobe alone (or an earlier, vaguer answer) may not.
    const wakes = sketch.alarms.some((alarm) => alarm.roomId === room.id && alarm.shakes);
    const own = sketch.alarms.some((alarm) => alarm.roomId === room.id);
    if (hasAny(needs, SLEEPING_PLACE_NEEDS.wakingAlarm)) {
      if (!wakes) todos.push(todo(SLEEPING_TODO_KEYS.wakingAlarm));
    } else if (hasAny(needs, SLEEPING_PLACE_NEEDS.ownAlarm) && !own) {
      // Someone who may sleep through the alarm needs it in their own room (a bed shaker when
      // they cannot hear it either: the line above).
      todos.push(todo(SLEEPING_TODO_KEYS.ownAlarm));
    }
    return todos;
  });
}

/** Who takes a helper's job when the helper is away: an able person other than both, or null. */
export function backupHelperOf(
  details: PlanDetails | undefined,
  person: HouseholdPerson,
  helper: HouseholdPerson,
): HouseholdPerson | null {
  const backup = peopleOf(details).find((other) => other.id === person.backupHelperId);
  return backup && backup.id !== person.id && backup.id !== helper.id && helpsOthers(backup)
    ? backup
    : null;
}

/** "Tama is sometimes away at night: agree who gets Ana out then", for each person without one. */
export function backupHelperTodos(details: PlanDetails | undefined): PersonTodo[] {
  return helpAssignments(details).flatMap(({ person, helper }) =>
    helper?.sometimesAway && !backupHelperOf(details, person, helper)
      ? [
          {
            key: SLEEPING_TODO_KEYS.backupHelper,
            fieldValue: false as const,
            values: { name: person.name, helper: helper.name },
            personId: person.id,
          },
        ]
      : [],
  );
}
