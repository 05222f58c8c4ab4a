// What each line the plan can show does to the plan, as data: whether it holds "ready" back (the
// plan cannot get everyone out as written) or makes the home safer, which step boxes say it, and
// how a step box says it in brief. Every checklist item, every finding of the drawing and every
// drill follow-up is listed here once, and the typecheck refuses one without its effect: a new
// need's to-do is one entry in household-needs.ts and one here. Decided in
// docs/decisions/0053-one-list-of-findings.md.
import type { ChecklistKey, KeysUnder } from '../vocabulary/text-keys';

/** 'holds-ready': the plan cannot get everyone out until it is sorted; 'safer': the home is. */
export type FindingEffect = 'holds-ready' | 'safer';

/** The three steps of the plan (the same keys as the plan's description). */
export type StepKey = 'first' | 'second' | 'meeting';

/** The short words of a step box (plan:assessment.<brief>, with the names or rooms in a row). */
export type BriefKey = KeysUnder<'plan', 'assessment.brief'>;

export interface FindingContent {
  effect: FindingEffect;
  /** The step boxes whose way out it makes unusable for someone (none: said elsewhere only). */
  steps: readonly StepKey[];
  /** How a step box says it, naming its people or rooms in a row ({{names}}). */
  brief?: BriefKey;
  /** Sorted on the drawing (who sleeps where), whichever question asked it. */
  onDrawing?: true;
  /**
   * The way out it is about, when its step box says it in its own words ("not planned") rather
   * than as a problem in brief.
   */
  about?: StepKey;
}

const safer: FindingContent = { effect: 'safer', steps: [] };
const holds = (steps: readonly StepKey[], brief?: BriefKey): FindingContent =>
  brief ? { effect: 'holds-ready', steps, brief } : { effect: 'holds-ready', steps };
const BOTH_WAYS: readonly StepKey[] = ['first', 'second'];
/** A step's own answer (planned, or not): its box says it in the step's words. */
const stepItself = (about: StepKey): FindingContent => ({ ...holds([]), about });
/** Who sleeps where is said, and changed, on the drawing. */
const onDrawing = (content: FindingContent): FindingContent => ({ ...content, onDrawing: true });

/** Every checklist item's effect. A helper not settled makes both ways out unusable for them. */
export const CHECKLIST_EFFECTS: Record<ChecklistKey, FindingContent> = {
  'smoke-alarms-right-places': safer,
  'smoke-alarms': safer,
  'first-route-planned': stepItself('first'),
  'first-route-obstacles': holds(['first'], 'in-the-way'),
  'first-route-assistance': holds(['first'], 'assistance'),
  'second-route-planned': stepItself('second'),
  'second-route-same': holds(['second'], 'same-way'),
  'second-route-obstacles': holds(['second'], 'in-the-way'),
  'second-route-assistance': holds(['second'], 'assistance'),
  discussed: safer,
  'fire-alarm': safer,
  'multiple-exits': stepItself('second'),
  'escape-route-obstacles': holds(['first'], 'in-the-way'),
  'escape-route-locks': holds(['first'], 'locked'),
  'escape-route-discussed': safer,
  'household-helper': holds(BOTH_WAYS, 'no-helper'),
  'household-waker': holds(BOTH_WAYS, 'no-helper'),
  'household-child-waker': holds(BOTH_WAYS, 'no-helper'),
  'household-carrier': holds(BOTH_WAYS, 'no-helper'),
  'helper-overloaded': holds(BOTH_WAYS, 'overloaded'),
  'helper-overloaded-alone': holds(BOTH_WAYS, 'overloaded'),
  'helper-two-levels': holds(BOTH_WAYS, 'two-levels'),
  'helper-two-levels-alone': holds(BOTH_WAYS, 'two-levels'),
  'helper-away-backup': holds(BOTH_WAYS, 'no-helper'),
  'done-now-alarm-tested': safer,
  'done-now-keys-by-deadlock': safer,
  'get-advice': safer,
  'need-hearing-visit': safer,
  'need-111-txt': safer,
  'need-ground-floor': safer,
  'need-bedside-mobility': safer,
  'need-bedside-sight': safer,
  'upstairs-second-way': holds(['second']),
  'upstairs-check-second-way': safer,
  'sleeps-child-window': onDrawing(holds(['second'], 'cannot-use')),
  'sleeps-mobility-upstairs': onDrawing(holds(BOTH_WAYS, 'cannot-use')),
  'sleeps-mobility-window': onDrawing(holds(['second'], 'cannot-use')),
  'sleeps-no-waking-alarm': onDrawing(safer),
  'sleeps-no-own-alarm': onDrawing(safer),
  // A flat above the ground floor: the building's stairs are no way out for them.
  'flat-stairs-assistance': holds(BOTH_WAYS, 'cannot-use'),
  // Alone and needing help: nobody at home to get them out on either way until it is planned.
  'alone-help-visit': holds(BOTH_WAYS, 'alone-help'),
};

/**
 * The drawing's findings: a bedroom without two ways outside, or both ways down one staircase,
 * leaves a way out unusable; an alarm missing makes the home less safe. An upstairs window whose
 * way down is not said yet is the same finding as its bedroom's missing way (said in its words).
 */
export const SKETCH_FINDING_EFFECTS = {
  'bedroom-no-way': holds(['first'], 'no-way'),
  'bedroom-ways-out': holds(['second'], 'one-way'),
  'routes-same-stairs': holds(['second'], 'same-stairs'),
  'route-not-outside': holds([]),
  'bedroom-no-alarm': safer,
  'bedroom-alarm-outside': safer,
  'level-no-alarm': safer,
  'route-no-alarm': safer,
} as const satisfies Record<string, FindingContent>;

/** The drawing's findings by kind ('bedroom-no-way': a bedroom with no way outside at all). */
export type DrawingFindingKey = keyof typeof SKETCH_FINDING_EFFECTS;

/** No meeting place chosen yet: the step's own box says so. */
export const MEETING_EFFECT: FindingContent = stepItself('meeting');

/**
 * What a night drill leaves: someone nobody is named to wake cannot get out as the plan is
 * written; someone whose helper is named needs practice, which makes it safer.
 */
export const DRILL_FOLLOW_UP_EFFECTS = {
  'choose-waker': holds(BOTH_WAYS, 'no-helper'),
  'practise-waking': safer,
} as const satisfies Record<string, FindingContent>;
