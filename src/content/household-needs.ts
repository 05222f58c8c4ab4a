// Why someone needs help to get out, as data: the kinds a householder can tick in the household
// editor, and what the plan says and asks for each (keys under plan:needs and plan:checklist.items;
// every statement is traced to its source in docs/safety-content.md). Pure data, no text.
import type { ChecklistKey, KeysUnder } from '../vocabulary/text-keys';

/** An advice line of the needs (plan:needs.lines.<key>): the typecheck knows each has words. */
export type NeedLineKey = KeysUnder<'plan', 'needs.lines'>;

/** The kinds of help a person may need; 'other' is said in the household's own words. */
export const NEED_KINDS = [
  'cannot-hear',
  'child',
  'baby',
  'moves-slowly',
  'cannot-see',
  'medical-equipment',
  'may-not-wake',
  'other',
] as const;
export type NeedKind = (typeof NEED_KINDS)[number];

export const NEED_LIMITS = {
  /** The own-words text of 'other', like the other free texts of the plan. */
  otherText: 80,
} as const;

/**
 * What the helper does for this need, when the need names it: wakes them (they may not hear the
 * alarm or may sleep through it) or carries them out. The plan's "who helps" line and its to-do
 * use this verb instead of the general "helps".
 */
export type HelperRole = 'wakes' | 'wakes-child' | 'carries';

export interface NeedContent {
  /** The helper's role for this need (the strongest role wins when a person has several needs). */
  helperRole?: HelperRole;
  /** Advice lines under plan:needs.lines.<key>, with {{name}}. */
  lines: NeedLineKey[];
  /** To-dos under plan:checklist.items.<key>, with {{name}}. */
  todos: ChecklistKey[];
  /**
   * A to-do that where the person sleeps can settle: done when the drawing puts their bedroom on
   * the ground floor; not said when it puts it upstairs (who sleeps where names that instead).
   */
  groundFloorTodo?: ChecklistKey;
}

export const NEED_CONTENT: Record<NeedKind, NeedContent> = {
  'cannot-hear': {
    helperRole: 'wakes',
    lines: ['special-alarms', 'hearing-assessment', 'hear-from-bed', 'txt-111', 'txt-111-reply'],
    todos: ['need-hearing-visit', 'need-111-txt'],
  },
  child: {
    helperRole: 'wakes-child',
    lines: ['children-sleep-through', 'child-own-part'],
    todos: [],
  },
  baby: { helperRole: 'carries', lines: [], todos: [] },
  'moves-slowly': {
    lines: ['sleep-ground-floor', 'bedside-mobility', 'doorways-wide', 'alarm-reach'],
    todos: ['need-ground-floor', 'need-bedside-mobility'],
    groundFloorTodo: 'need-ground-floor',
  },
  'cannot-see': { lines: ['bedside-sight', 'sight-practice'], todos: ['need-bedside-sight'] },
  'medical-equipment': {
    lines: ['oxygen', 'oxygen-care', 'equipment-power', 'equipment-charging'],
    todos: [],
  },
  // Sleeping pills or other medicine, alcohol, very deep sleep: someone wakes them, and everyone
  // knows; an alarm in their own room (sleeping places); a medicine that makes them drowsy asked
  // about.
  'may-not-wake': {
    helperRole: 'wakes',
    lines: ['deep-sleep-tell', 'deep-sleep-medicine'],
    todos: [],
  },
  other: { lines: [], todos: [] },
};

/** When several needs name a role, this one is said (carrying a baby includes waking them). */
export const HELPER_ROLE_ORDER: HelperRole[] = ['carries', 'wakes-child', 'wakes'];

/** The checklist to-do for a person who needs help and has no helper, by their helper's role. */
export const HELPER_TODO_KEYS: Record<HelperRole | 'helps', ChecklistKey> = {
  helps: 'household-helper',
  wakes: 'household-waker',
  'wakes-child': 'household-child-waker',
  carries: 'household-carrier',
};

/** The to-do for a home with bedrooms upstairs (from the floor plan's levels). */
export const UPSTAIRS_TODO_KEY = 'upstairs-second-way' satisfies ChecklistKey;
/** The same, with no drawing to check the bedrooms on: the household checks it itself. */
export const UPSTAIRS_CHECK_TODO_KEY = 'upstairs-check-second-way' satisfies ChecklistKey;

/**
 * Needs after which someone can still help others once they are woken: a Deaf adult
 * carries a child out once their partner has woken them.
 */
export const HELPS_ONCE_WOKEN: readonly NeedKind[] = ['cannot-hear', 'may-not-wake'];

/**
 * More than one adult can do: more than one person to carry, or more than two people
 * to wake and help. Past either, the plan names the helper and suggests who else can take a job.
 */
export const HELPER_LOAD_LIMITS = { carries: 1, people: 2 } as const;

/** The to-do of a helper with too much to do: with others who can help, or with nobody else. */
export const HELPER_OVERLOAD_TODO_KEYS = {
  shareWith: 'helper-overloaded',
  nobodyElse: 'helper-overloaded-alone',
} as const satisfies Record<string, ChecklistKey>;

/**
 * Who sleeps where: what a person's needs rule out in the bedroom they sleep in. A
 * window is no way out for a young child on their own or someone with a walker or wheelchair;
 * stairs are none for the latter; someone who cannot hear needs an alarm in their room that
 * wakes them (strobe light, vibrating pad or bed shaker).
 */
export const SLEEPING_PLACE_NEEDS = {
  noWindowAlone: ['child', 'baby'],
  noWindowNoStairs: ['moves-slowly'],
  wakingAlarm: ['cannot-hear'],
  ownAlarm: ['may-not-wake'],
} as const satisfies Record<string, readonly NeedKind[]>;

/** The to-dos of who sleeps where and of a helper who is sometimes away (plan:checklist.items). */
export const SLEEPING_TODO_KEYS = {
  childWindow: 'sleeps-child-window',
  mobilityUpstairs: 'sleeps-mobility-upstairs',
  mobilityWindow: 'sleeps-mobility-window',
  wakingAlarm: 'sleeps-no-waking-alarm',
  ownAlarm: 'sleeps-no-own-alarm',
  backupHelper: 'helper-away-backup',
} as const satisfies Record<string, ChecklistKey>;

/** What someone who lives alone and needs help can do instead (plan:needs.alone.<key>). */
export type OnYourOwnKey = KeysUnder<'plan', 'needs.alone'>;

/**
 * Where nobody at home can help: the free home fire safety visit, someone outside the home who
 * knows the plan, a phone by the bed, an alarm they will wake to (docs/safety-content.md).
 */
export const ON_YOUR_OWN_LINES: readonly OnYourOwnKey[] = ['visit', 'neighbour', 'phone', 'alarm'];

/** Advice lines that speak to others at home: not said to someone who lives alone. */
export const HOUSEHOLD_ONLY_LINES: readonly NeedLineKey[] = ['deep-sleep-tell'];

/** Advice that needs a home with an upstairs to choose from: not said for a flat or one level. */
export const LEVELS_ONLY_LINES: readonly NeedLineKey[] = ['sleep-ground-floor'];

/**
 * Needs after which the building's stairs are no way out (a wheelchair or walker): in a flat
 * above the ground floor, the building's evacuation procedure must provide for them.
 */
export const NO_STAIRS_NEEDS: readonly NeedKind[] = SLEEPING_PLACE_NEEDS.noWindowNoStairs;

/**
 * The to-do of someone who lives alone and needs help: book the free home fire safety visit
 * (firefighters go through the plan with them), closed by saying it is booked.
 */
export const ALONE_HELP_TODO_KEY = 'alone-help-visit' satisfies ChecklistKey;

/** The to-do of someone in a flat above the ground floor who cannot use the stairs. */
export const FLAT_STAIRS_TODO_KEY = 'flat-stairs-assistance' satisfies ChecklistKey;
