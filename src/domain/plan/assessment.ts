// The plan's one list of findings: every line the plan says as done or to do (the checklist, the
// drawing's findings, who sleeps where, helpers, needs, the night drill's follow-ups) is one
// Finding with its subject, its effect (holds "ready" back, or makes the home safer; declared by
// the content in finding-effects.ts) and the step boxes it concerns. The headline, the step
// boxes, the checklist, the drawing's box, the print and the email only arrange this list: the
// headline counts the findings it lists under it, and nothing else decides done or to do.
import {
  CHECKLIST_EFFECTS,
  DRILL_FOLLOW_UP_EFFECTS,
  MEETING_EFFECT,
  SKETCH_FINDING_EFFECTS,
  type BriefKey,
  type DrawingFindingKey,
  type FindingContent,
  type FindingEffect,
} from '../../content/finding-effects';
import { HELPER_TODO_KEYS, SLEEPING_TODO_KEYS } from '../../content/household-needs';
import { checkSketch, windowsWithoutWayDown, type SketchFinding } from '../floor-plan/checks';
import {
  hasSketch,
  roomById,
  ROUTE_KEYS,
  type FloorPlanSketch,
  type Level,
} from '../floor-plan/sketch';
import { walkRoute } from '../floor-plan/ways-out';
import { nightDrillFollowUps } from '../drill/drill-plan';
import {
  ADVICE_ITEM_KEY,
  checklistLabelKey,
  checklistOf,
  isStepPlanned,
  type SourcedItem,
} from './checklist';
import {
  describePlanSteps,
  inContext,
  planPhrase,
  type DescribedStep,
  type Phrase,
  type PlanStepKey,
} from './description';
import { type PlanDetails } from './details';
import { detailsForAnswers } from './details-check';
import { houseTypeOf } from './flow';
import { planContext } from './setting';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';
import type { ChecklistKey } from '../../vocabulary/text-keys';

export type { FindingEffect };

/** What a finding is about. */
export type FindingSubject =
  | { kind: 'way-out'; step: PlanStepKey }
  | { kind: 'room'; roomId: string }
  | { kind: 'person'; name: string }
  | { kind: 'household' };

/** Where a finding is sorted: a question (the household is the living-situation question's). */
export type FindingPlace =
  | { kind: 'question'; slug: PlanQuestionSlug }
  | { kind: 'drawing' }
  | { kind: 'drill' }
  | { kind: 'home' };

export interface Finding {
  /** Unique in its plan (stable across renders: a list key). */
  id: string;
  /** The content entry it comes from: a checklist key, a drawing finding's kind, a drill's. */
  key: string;
  /** Its line in the plan: the to-do's words, or the done words once done. */
  words: Phrase;
  done: boolean;
  effect: FindingEffect;
  subject: FindingSubject;
  /** The step boxes that say it, in brief. */
  steps: readonly PlanStepKey[];
  /** How a step box says it: brief words naming `named` (with others of the same kind). */
  brief?: { key: BriefKey; named: Phrase };
  place: FindingPlace;
  /** Its numbered mark on the drawing. */
  sketch?: SketchFinding;
}

export interface AssessedStep extends DescribedStep {
  /** What makes this way out unusable for someone, in brief (each kind once, naming them all). */
  problems: Phrase[];
  /** Planned (or chosen), and no open finding holds it back. */
  settled: boolean;
}

export interface PlanAssessment {
  steps: AssessedStep[];
  /** Every finding, in the plan's order (questions, drawing, drill). */
  findings: Finding[];
  /** The open findings that hold "ready" back: the headline counts and lists these. */
  toSort: Finding[];
  /** The open findings that make the home safer. */
  safer: Finding[];
  /** What is done. */
  done: Finding[];
}

/** What the household has practised on this device (its drills count only for its own plan). */
export interface PlanPractice {
  /** A drill talks the plan through with everyone. */
  drilled: boolean;
  /** Who the last night drill did not wake. */
  notWoken?: readonly string[];
}

const key = planPhrase;

/** A checklist line's words: its done or its to-do words, with its values. */
function itemWords(item: SourcedItem): Phrase {
  return key(checklistLabelKey(item), item.values ?? {});
}

function findingOf(
  content: FindingContent,
  parts: Omit<Finding, 'effect' | 'steps' | 'brief'> & {
    steps?: readonly PlanStepKey[];
    named?: Phrase;
  },
): Finding {
  const { named, steps, ...rest } = parts;
  const brief = content.brief && named ? { brief: { key: content.brief, named } } : {};
  return { ...rest, effect: content.effect, steps: steps ?? content.steps, ...brief };
}

/** Checklist keys whose to-do says that one person has nobody to get them out. */
const NO_HELPER_KEYS: readonly ChecklistKey[] = [
  ...Object.values(HELPER_TODO_KEYS),
  SLEEPING_TODO_KEYS.backupHelper,
];

/** The checklist as findings: each line with its effect, subject and where it is sorted. */
function checklistFindings(items: readonly SourcedItem[]): Finding[] {
  // "Agree who helps on your way out" says per route what the household names per person.
  const perPerson = items.some((item) => !item.fieldValue && NO_HELPER_KEYS.includes(item.key));
  return items.flatMap((item, index): Finding[] => {
    const content = CHECKLIST_EFFECTS[item.key];
    if (perPerson && content.brief === 'assistance' && !item.fieldValue) return [];
    const name = item.values?.name;
    const step = content.about ?? content.steps[0];
    const subject: FindingSubject = name
      ? { kind: 'person', name }
      : step
        ? { kind: 'way-out', step }
        : { kind: 'household' };
    return [
      findingOf(content, {
        id: `checklist:${item.key}:${index}`,
        key: item.key,
        words: itemWords(item),
        done: item.fieldValue,
        subject,
        named: { text: name ?? '' },
        place: content.onDrawing
          ? { kind: 'drawing' }
          : item.slug
            ? { kind: 'question', slug: item.slug }
            : { kind: 'home' },
      }),
    ];
  });
}

/**
 * A room in the plan's words: its name, else "a bedroom upstairs" for a bedroom (two bedrooms
 * would both be "Bedroom"), else its kind.
 */
function roomWords(sketch: FloorPlanSketch, roomId: string): Phrase {
  const room = roomById(sketch, roomId);
  if (room?.kind === 'bedroom' || room?.name) return bedroomBrief(sketch, roomId);
  return { key: `floor-plan:kinds.${room?.kind ?? 'hallway'}` };
}

/** A bedroom by its name, else "a bedroom upstairs" (its kind says too little). */
function bedroomBrief(sketch: FloorPlanSketch, roomId: string): Phrase {
  const room = roomById(sketch, roomId);
  if (room?.name) return { text: room.name };
  return key(`assessment.bedroom.${room?.level ?? 'ground'}`);
}

/** The words of one of the drawing's findings, as the drawing's own list says it. */
function sketchWords(
  sketch: FloorPlanSketch,
  finding: SketchFinding,
  windowUnanswered: boolean,
): Phrase {
  const room = roomWords(sketch, finding.roomId);
  switch (finding.kind) {
    case 'bedroom-ways-out':
      // An upstairs window not yet answered is why: its words say how to count it.
      return windowUnanswered
        ? { key: 'floor-plan:findings.upstairs-window', values: { room } }
        : { key: `floor-plan:findings.bedroom-ways-out-${finding.waysOut}`, values: { room } };
    case 'level-no-alarm':
      return {
        key: 'floor-plan:findings.level-no-alarm',
        values: { level: { key: `floor-plan:levels.${finding.level}` } },
      };
    case 'route-no-alarm':
      return {
        key: 'floor-plan:findings.route-no-alarm',
        values: { room, route: { key: `floor-plan:routes.${finding.route}` } },
      };
    default:
      return { key: `floor-plan:findings.${finding.kind}`, values: { room } };
  }
}

/** The drawing's findings, and a drawn way out that does not reach outside. */
function sketchFindings(sketch: FloorPlanSketch): Finding[] {
  const checked = checkSketch(sketch);
  const unanswered = new Set(
    checked.filter((finding) => finding.kind === 'upstairs-window').map(({ roomId }) => roomId),
  );
  const drawing: FindingPlace = { kind: 'drawing' };
  const found = checked.flatMap((finding, index): Finding[] => {
    if (finding.kind === 'upstairs-window') return [];
    // Every kind of the drawing's findings has its effect (the typecheck says so).
    const effect: DrawingFindingKey =
      finding.kind === 'bedroom-ways-out' && finding.waysOut === 0
        ? 'bedroom-no-way'
        : finding.kind;
    return [
      findingOf(SKETCH_FINDING_EFFECTS[effect], {
        id: `sketch:${finding.kind}:${finding.roomId}:${index}`,
        key: effect,
        words: sketchWords(sketch, finding, unanswered.has(finding.roomId)),
        done: false,
        subject: { kind: 'room', roomId: finding.roomId },
        named: bedroomBrief(sketch, finding.roomId),
        place: drawing,
        sketch: finding,
      }),
    ];
  });
  const routes = ROUTE_KEYS.flatMap((route): Finding[] => {
    const drawn = sketch.routes[route];
    const walk = walkRoute(sketch, drawn);
    if (drawn.length === 0 || walk.reachesOutside) return [];
    const last = walk.rooms.at(-1);
    // A way out an earlier release let leave by this window stops here until it is answered.
    const windowRoom = windowsWithoutWayDown(sketch).find(
      (window) => window.roomId === last && window.descent === undefined,
    )?.roomId;
    return [
      findingOf(SKETCH_FINDING_EFFECTS['route-not-outside'], {
        id: `sketch:route-not-outside:${route}`,
        key: 'route-not-outside',
        words:
          windowRoom !== undefined
            ? key('assessment.route-at-window', {
                room: roomWords(sketch, windowRoom),
                way: { key: `floor-plan:routes.${route}` },
              })
            : key('assessment.route-not-outside'),
        done: false,
        subject: { kind: 'way-out', step: route },
        steps: [route],
        place: drawing,
      }),
    ];
  });
  return [...routes, ...found];
}

/** A name as a drill and the household may both write it ("mia " is Mia). */
function sameName(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** What the last night drill leaves, for anyone it did not wake and the plan says nothing of. */
function drillFindings(
  notWoken: readonly string[],
  details: PlanDetails | undefined,
  named: ReadonlySet<string>,
): Finding[] {
  return nightDrillFollowUps(notWoken, details).flatMap((followUp, index): Finding[] => {
    const name = followUp.name;
    if (followUp.kind === 'choose-waker' && named.has(sameName(name))) return [];
    const words: Phrase =
      followUp.kind === 'choose-waker'
        ? { key: 'drill:todos.choose-waker', values: { name } }
        : followUp.waker
          ? {
              key: 'drill:todos.practise-waking-after',
              values: { name, helper: followUp.helper, waker: followUp.waker },
            }
          : { key: 'drill:todos.practise-waking', values: { name, helper: followUp.helper } };
    return [
      findingOf(DRILL_FOLLOW_UP_EFFECTS[followUp.kind], {
        id: `drill:${followUp.kind}:${index}`,
        key: followUp.kind,
        words,
        done: false,
        subject: { kind: 'person', name },
        named: { text: name },
        place:
          followUp.kind === 'choose-waker'
            ? { kind: 'question', slug: 'living-situation' }
            : { kind: 'drill' },
      }),
    ];
  });
}

function plannedNotReady(line: Phrase): Phrase {
  return 'key' in line && line.key === 'print.steps.planned'
    ? key('print.steps.planned-left')
    : line;
}

/** A step box's brief lines: each kind once, naming every person or room it concerns. */
function briefLines(findings: readonly Finding[]): Phrase[] {
  const lines: (Phrase | { brief: BriefKey; names: Phrase[] })[] = [];
  const named = new Map<BriefKey, Phrase[]>();
  for (const finding of findings) {
    if (!finding.brief) {
      lines.push(finding.words);
      continue;
    }
    const names = named.get(finding.brief.key);
    if (names) {
      names.push(finding.brief.named);
      continue;
    }
    const list = [finding.brief.named];
    named.set(finding.brief.key, list);
    lines.push({ brief: finding.brief.key, names: list });
  }
  return lines.map((line) =>
    'brief' in line
      ? key(`assessment.brief.${line.brief}`, { names: { list: listedNames(line.names) } })
      : line,
  );
}

const BEDROOM_WORDS = 'assessment.bedroom.';

/**
 * Names as a list says them: an unnamed bedroom in lower case ("Kids, a bedroom upstairs"), and
 * unnamed bedrooms of one level once, counted ("2 bedrooms upstairs"), never the same words twice.
 */
function listedNames(names: readonly Phrase[]): Phrase[] {
  const counts = new Map<string, number>();
  const listed: (Phrase | { bedrooms: Level })[] = [];
  for (const name of names) {
    if (!('key' in name) || !name.key.startsWith(BEDROOM_WORDS)) {
      listed.push(name);
      continue;
    }
    const count = counts.get(name.key);
    counts.set(name.key, (count ?? 0) + 1);
    if (count === undefined)
      listed.push({ bedrooms: name.key.slice(BEDROOM_WORDS.length) as Level });
  }
  return listed.map((item) =>
    'bedrooms' in item
      ? key(`assessment.bedroom-listed.${item.bedrooms}`, {
          count: counts.get(`${BEDROOM_WORDS}${item.bedrooms}`)!,
        })
      : item,
  );
}

/**
 * A finding of the drawing that an alarm is missing where the advice puts one (every safer finding
 * of the drawing is about alarms: in a bedroom, on a level, near a way out).
 */
function isAlarmMissing(finding: Finding): boolean {
  return finding.sketch !== undefined && finding.effect === 'safer';
}

/** Open findings the household's answers or drawing settle elsewhere are not said twice. */
function withoutRepeats(findings: Finding[]): Finding[] {
  const open = findings.filter((finding) => !finding.done && finding.effect === 'holds-ready');
  const stepOpen = (step: PlanStepKey) => open.some((finding) => finding.steps.includes(step));
  const alarmsOpen = findings.some((finding) => !finding.done && isAlarmMissing(finding));
  return findings.filter((finding) => {
    // A tick that an open finding contradicts is not "Done": the finding says what is left.
    if (finding.done && finding.key === 'first-route-planned') return !stepOpen('first');
    if (finding.done && finding.key === 'second-route-planned') return !stepOpen('second');
    if (finding.done && finding.key === 'smoke-alarms-right-places') return !alarmsOpen;
    // Each bedroom without two ways outside is named by the drawing (this to-do is the drawing's).
    return finding.done || finding.key !== 'upstairs-second-way';
  });
}

/** The one assessment of a plan: its findings, arranged into steps, to sort, safer and done. */
export function assessPlan(
  answers: PlanAnswers,
  details?: PlanDetails,
  sketch?: FloorPlanSketch | null,
  practice: PlanPractice = { drilled: false },
): PlanAssessment {
  const kept = details && detailsForAnswers(details, answers);
  const drawn = hasSketch(sketch) ? sketch : null;
  const items = checklistOf(answers, kept, drawn).map((item): SourcedItem =>
    item.key === 'discussed' && practice.drilled
      ? { key: 'discussed', fieldValue: true, slug: item.slug }
      : item,
  );
  const fromChecklist = checklistFindings(items);
  // Who the household already says nobody gets out (these to-dos are to-dos only).
  const helped = new Set(
    fromChecklist.flatMap((finding) =>
      NO_HELPER_KEYS.includes(finding.key as ChecklistKey) && finding.subject.kind === 'person'
        ? [sameName(finding.subject.name)]
        : [],
    ),
  );
  const found = withoutRepeats([
    ...fromChecklist,
    ...(drawn ? sketchFindings(drawn) : []),
    ...drillFindings(practice.notWoken ?? [], kept, helped),
  ]);
  const meeting = isStepPlanned(answers, 'meeting')
    ? []
    : [
        findingOf(MEETING_EFFECT, {
          id: 'meeting:not-chosen',
          key: 'meeting-not-chosen',
          words: key('assessment.meeting-not-chosen'),
          done: false,
          subject: { kind: 'way-out', step: MEETING_EFFECT.about ?? 'meeting' },
          place: { kind: 'question', slug: meetingSlug(answers) },
        }),
      ];
  // One person's plan is said to them: each finding in the words for someone alone.
  const context = planContext(answers, kept);
  const findings = [...found, ...meeting].map((finding) => ({
    ...finding,
    words: inContext(finding.words, context),
  }));
  const toSort = findings.filter((finding) => !finding.done && finding.effect === 'holds-ready');
  const steps = describePlanSteps(answers, kept).map((step): AssessedStep => {
    const left = toSort.filter((finding) => finding.steps.includes(step.key));
    const said = (phrase: Phrase) => inContext(phrase, context);
    const advice = step.advice && {
      title: said(step.advice.title),
      lines: step.advice.lines.map(said),
    };
    return {
      ...step,
      advice,
      // "Planned" alone would read as done above what is left: it says not ready yet.
      lines: (left.length === 0 ? step.lines : step.lines.map(plannedNotReady)).map(said),
      problems: briefLines(left),
      settled: isStepPlanned(answers, step.key) && left.length === 0,
    };
  });
  return {
    steps,
    findings,
    toSort,
    safer: findings.filter((finding) => !finding.done && finding.effect === 'safer'),
    done: findings.filter((finding) => finding.done),
  };
}

function meetingSlug(answers: PlanAnswers): PlanQuestionSlug {
  return houseTypeOf(answers) === 'apartment' ? 'assembly-point' : 'meeting-area';
}

/** Whether the plan asks the household to get free fire safety advice (the advice banner). */
export function asksForAdvice(assessment: PlanAssessment): boolean {
  return assessment.findings.some((finding) => finding.key === ADVICE_ITEM_KEY);
}

/** The open findings the drawing sorts, in the plan's order: its marks are numbered by these. */
export function drawingFindings(assessment: PlanAssessment): Finding[] {
  return assessment.findings.filter((finding) => !finding.done && finding.place.kind === 'drawing');
}
