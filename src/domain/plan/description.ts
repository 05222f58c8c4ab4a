// The plan as words, once, for every place it appears (complete, review, the printed plan and the
// email): each of the three steps with its way out described, what to do next where nothing is
// planned, FENZ's advice when there is no second way out, and the household (who helps whom, who
// takes the pets). Phrases are locale keys under the 'plan' namespace with their values, or text
// the householder typed; each renderer turns them into its own words and escapes them.
import { getPlanQuestion, optionLabelKey } from '../../content/plan-questions';
import type { WayOutRoute } from '../../content/plan-detail-choices';
import { WAY_OUT_ICONS, WAY_OUT_QUESTIONS } from '../../content/plan-detail-choices';
import { helpAssignments, peopleOf, petCarers, possibleTakers } from './household';
import { carouselValue, isOptionAnswer } from './answer';
import { detailsForAnswers } from './details-check';
import type { PlanDetails, WayOutDetail } from './details';
import { houseTypeOf } from './flow';
import { flatUsesStairs, planContext, type PlanContext } from './setting';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';
import type { DrillKey, FloorPlanKey, PlanKey } from '../../vocabulary/text-keys';

/** A value for a key: words, a count (a plural's), or a phrase of its own. */
export type PhraseValue = string | number | Phrase;
/**
 * A locale key (under 'plan') with its values, text the householder typed (shown as is), or
 * phrases in a row ("Kids, A bedroom upstairs").
 */
export type Phrase =
  | { key: PhraseKey; values?: Record<string, PhraseValue>; context?: PlanContext }
  | { text: string }
  | { list: Phrase[] };

/**
 * A key of the plan's words, or of the drawing's and the drill's (with their namespace): a finding
 * of the drawing or a drill is said in the words those pages use.
 */
export type PhraseKey = PlanKey | `floor-plan:${FloorPlanKey}` | `drill:${DrillKey}`;

export type PlanStepKey = 'first' | 'second' | 'meeting';

export interface DescribedStep {
  key: PlanStepKey;
  icon: string;
  /** What this step is: the way out in words, or its status. */
  lines: Phrase[];
  /** What to do about it: the next step when not planned, FENZ's advice when there is no way. */
  advice: { title: Phrase; lines: Phrase[] } | null;
}

export interface DescribedHousehold {
  people: Phrase[];
  pets: Phrase[];
  /** "Never go back inside for a pet", when there are pets. */
  petAdvice: Phrase | null;
}

export interface PlanDescription {
  steps: DescribedStep[];
  household: DescribedHousehold;
}

/** A locale key (under 'plan') with its values, as a phrase. */
export const planPhrase = (name: PlanKey, values?: Record<string, PhraseValue>): Phrase =>
  values ? { key: name, values } : { key: name };
const key = planPhrase;

/** FENZ: if you cannot get out, stay in a room with the door shut and let 111 know where you are. */
const TRAPPED_ADVICE = (['shut', 'seal', 'call', 'signal'] as const).map((step) =>
  key(`details.unable.${step}`),
);

function wayOutWords(detail: WayOutDetail | undefined): Phrase {
  const kind = detail?.kind && key(`details.way-out.kinds.${detail.kind}`);
  const description = detail?.description;
  if (kind && description)
    return key('details.summary.kind-and-description', { kind, description });
  if (kind) return kind;
  if (description) return { text: description };
  return key('print.steps.planned');
}

function houseStep(
  route: WayOutRoute,
  answers: PlanAnswers,
  details: PlanDetails,
): Omit<DescribedStep, 'key' | 'icon'> {
  const planned = carouselValue(answers, WAY_OUT_QUESTIONS[route], 'route-planned');
  if (planned === true) return { lines: [wayOutWords(details.wayOuts?.[route])], advice: null };
  if (planned === 'unable') {
    return {
      lines: [key('print.steps.unable')],
      advice: { title: key('details.unable.title'), lines: TRAPPED_ADVICE },
    };
  }
  return {
    lines: [key('print.steps.not-planned')],
    advice: { title: key('details.next.title'), lines: [key(`details.next.${route}`)] },
  };
}

/** The chosen place with its icon: an option's label, or the text typed for 'other'. */
function meetingStep(answers: PlanAnswers, slug: PlanQuestionSlug): DescribedStep {
  const question = getPlanQuestion(slug);
  const stored = answers[slug];
  const value = isOptionAnswer(stored) ? stored[0] : undefined;
  const option = question.options.find((candidate) => candidate.value === value);
  const other = question.options.find((candidate) => candidate.value === 'other');
  const base = { key: 'meeting' as const, advice: null };
  if (value === undefined) {
    return { ...base, icon: question.icon, lines: [key('print.steps.not-chosen')] };
  }
  if (option) {
    return { ...base, icon: option.icon, lines: [key(optionLabelKey(question, option))] };
  }
  return { ...base, icon: other?.icon ?? question.icon, lines: [{ text: value }] };
}

/**
 * A flat's way out: on the ground floor its own door and the nearest exit (no stairs, no lift);
 * above it, or with the floor not said yet (as plans were before it was asked), the stairs.
 */
function apartmentSteps(answers: PlanAnswers, details: PlanDetails): DescribedStep[] {
  const { stairs, exit } = details.building ?? {};
  const severalExits = carouselValue(answers, 'escape-route', 'multiple-exits') === true;
  const upstairs = flatUsesStairs(answers);
  return [
    {
      key: 'first',
      icon: upstairs ? 'apartment-exit' : 'door-exit',
      lines: [
        key(upstairs ? 'print.steps.apartment-first' : 'print.steps.apartment-ground-first'),
        ...(stairs && upstairs ? [key('details.building.stairs-line', { stairs })] : []),
        ...(exit ? [key('details.building.exit-line', { exit })] : []),
      ],
      // A flat's own alarm, and (above the ground floor) the way to the stairs learnt by count.
      advice: {
        title: key('details.building.advice-title'),
        lines: [
          key('details.building.own-alarm'),
          ...(upstairs ? [key('details.building.count-doors')] : []),
        ],
      },
    },
    {
      key: 'second',
      icon: 'apartment-exit',
      lines: [key(severalExits ? 'print.steps.apartment-second' : 'print.steps.apartment-single')],
      advice: severalExits ? null : { title: key('details.unable.title'), lines: TRAPPED_ADVICE },
    },
    meetingStep(answers, 'assembly-point'),
  ];
}

/** A way out's picture: its kind's when chosen, else the question's (a door, then a window). */
function wayOutIcon(details: PlanDetails, route: WayOutRoute, fallback: string): string {
  const kind = details.wayOuts?.[route]?.kind;
  return kind ? WAY_OUT_ICONS[kind] : fallback;
}

function houseSteps(answers: PlanAnswers, details: PlanDetails): DescribedStep[] {
  return [
    {
      key: 'first',
      icon: wayOutIcon(details, 'first', 'door-exit'),
      ...houseStep('first', answers, details),
    },
    {
      key: 'second',
      icon: wayOutIcon(details, 'second', 'window-exit'),
      ...houseStep('second', answers, details),
    },
    meetingStep(answers, 'meeting-area'),
  ];
}

/** The three steps of the plan in words. */
export function describePlanSteps(
  answers: PlanAnswers,
  details: PlanDetails = {},
): DescribedStep[] {
  const kept = detailsForAnswers(details, answers);
  return houseTypeOf(answers) === 'apartment'
    ? apartmentSteps(answers, kept)
    : houseSteps(answers, kept);
}

/**
 * The household: each person (and who helps them out), each pet (and who takes it). Someone who
 * lives alone is told it in their words; a pet nobody at home can take says to get out first.
 */
export function describeHousehold(
  details: PlanDetails = {},
  context?: PlanContext,
): DescribedHousehold {
  const assignments = new Map(
    helpAssignments(details).map((assignment) => [assignment.person.id, assignment.helper]),
  );
  const people = peopleOf(details).map((person): Phrase => {
    if (!assignments.has(person.id)) return { text: person.name };
    const helper = assignments.get(person.id);
    return helper
      ? key('details.summary.person-helped', { name: person.name, helper: helper.name })
      : key('details.summary.person-needs-helper', { name: person.name });
  });
  const carers = petCarers(details);
  const nobodyCanTake = context === 'alone' && possibleTakers(details).length === 0;
  const pets = carers.map(({ pet, taker }) =>
    taker
      ? key('details.summary.pet-taken', { name: pet.name, taker: taker.name })
      : nobodyCanTake
        ? key('details.summary.pet-nobody', { name: pet.name })
        : key('details.summary.pet-no-taker', { name: pet.name }),
  );
  const said = (phrase: Phrase) => inContext(phrase, context);
  return {
    people: people.map(said),
    pets: pets.map(said),
    petAdvice: carers.length > 0 ? key('details.household.pet-advice') : null,
  };
}

export function describePlan(answers: PlanAnswers, details: PlanDetails = {}): PlanDescription {
  const kept = detailsForAnswers(details, answers);
  return {
    steps: describePlanSteps(answers, details),
    household: describeHousehold(kept, planContext(answers, kept)),
  };
}

/** What i18next is given for a phrase's values: each fills its {{placeholder}}; a count picks
 * the plural form ('bedroom-listed.upstairs' gives '_one' or '_other'); a context picks the
 * words for one person ('_alone'), falling back to the household's where there are none. */
export function phraseOptions(
  values: Record<string, string | number>,
  context?: PlanContext,
): {
  replace: Record<string, string | number>;
  count?: number;
  context?: PlanContext;
} {
  const counted =
    typeof values.count === 'number'
      ? { count: values.count, replace: values }
      : { replace: values };
  return context ? { ...counted, context } : counted;
}

/** A phrase (and the phrases in it) in the words of this context; none leaves it as it is. */
export function inContext(phrase: Phrase, context: PlanContext | undefined): Phrase {
  if (!context || 'text' in phrase) return phrase;
  if ('list' in phrase) return { list: phrase.list.map((item) => inContext(item, context)) };
  const values = phrase.values && {
    values: Object.fromEntries(
      Object.entries(phrase.values).map(([name, value]) => [
        name,
        typeof value === 'object' ? inContext(value, context) : value,
      ]),
    ),
  };
  return { ...phrase, ...values, context };
}

/**
 * A phrase in words: `translate` looks a key up in the reader's language and fills its values
 * (i18next's t on screen, the locale files in the email); typed text stays as typed.
 */
export function phraseText(
  phrase: Phrase,
  translate: (
    key: PhraseKey,
    values: Record<string, string | number>,
    context?: PlanContext,
  ) => string,
): string {
  if ('text' in phrase) return phrase.text;
  if ('list' in phrase) return phrase.list.map((item) => phraseText(item, translate)).join(', ');
  const values = Object.fromEntries(
    Object.entries(phrase.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' || typeof value === 'number' ? value : phraseText(value, translate),
    ]),
  );
  return translate(phrase.key, values, phrase.context);
}
