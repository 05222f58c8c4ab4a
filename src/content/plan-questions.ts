// The escape-plan questions as data. No text lives here: titles, subtitles and option labels are
// in the locales, keyed by the slugs and values below. Icons name SVGs in public/icons/.
import type { CarouselValue, PlanQuestionSlug } from '../vocabulary/types';
import type { DoneOrTodoChecklistKey, KeysUnder, PlanKey } from '../vocabulary/text-keys';

/** The option value that reveals a free-text box; the stored answer is the text instead. */
export const OTHER_OPTION_VALUE = 'other';

/**
 * What choosing an answer says about safety. Its icon follows this, never the word: "Is anything
 * in the way? Yes" is a warning, "Have you planned this route? Yes" a tick.
 */
export type AnswerMeaning = 'safe' | 'unsafe' | 'unsure';

export const MEANING_ICONS: Record<AnswerMeaning, string> = {
  safe: 'tick',
  unsafe: 'warning',
  unsure: 'question-mark',
};

export interface PlanOption {
  value: string;
  icon: string;
  meaning?: AnswerMeaning;
  /**
   * On a checkbox question: options that cannot be ticked with this one (ticking either clears
   * the other). "Just me" rules out other adults and children, not pets or needing help.
   */
  excludes?: readonly string[];
}

export interface CarouselOption {
  value: CarouselValue;
  meaning: AnswerMeaning;
}

export interface CarouselSubQuestion {
  /** Position in the question's stack, from 0. */
  index: number;
  slug: string;
  /** Each answer with its meaning: the safe one is done on the checklist, an unsafe one a to-do. */
  options: CarouselOption[];
  /** 'always': an item whatever the answer; 'when-unsafe': a to-do only for the unsafe answer. */
  checklist: 'always' | 'when-unsafe';
  checklistKey: DoneOrTodoChecklistKey;
  /** Shown only when another question's sub-question was answered with this value. */
  showWhen?: { question: PlanQuestionSlug; sub: string; equals: CarouselValue };
  /**
   * The unsafe answer is done, not a to-do, once the household (question 3's people) names a
   * helper for everyone who needs help: "Will anyone need help? Yes", and each has a helper.
   */
  doneWhenHelpersAgreed?: true;
}

export interface PlanQuestion {
  slug: PlanQuestionSlug;
  type: 'radio' | 'checkbox' | 'carousel';
  isList: boolean;
  isLarge: boolean;
  icon: string;
  /** Empty for carousels: their choices belong to the sub-questions. */
  options: PlanOption[];
  allowOther: boolean;
  subQuestions?: CarouselSubQuestion[];
  /** An 'always' checklist item, true when the answer is exactly [safeValue]. */
  checklist?: { key: DoneOrTodoChecklistKey; safeValue: string };
}

/** "Yes" is the safe answer (a route planned, a fire alarm known). */
const YES_SAFE: CarouselOption[] = [
  { value: true, meaning: 'safe' },
  { value: false, meaning: 'unsafe' },
];
/** "Yes" is the unsafe answer (something in the way, a locked door, help needed). */
const YES_UNSAFE: CarouselOption[] = [
  { value: true, meaning: 'unsafe' },
  { value: false, meaning: 'safe' },
];

function answer<Value extends string>(
  value: Value,
  meaning: AnswerMeaning,
): PlanOption & { value: Value } {
  return { value, icon: MEANING_ICONS[meaning], meaning };
}

const yes = answer('yes', 'safe');
const no = answer('no', 'unsafe');
const noNotSure = answer('no-not-sure', 'unsure');
const other = { value: OTHER_OPTION_VALUE, icon: 'other' } as const satisfies PlanOption;

/** A route's blocked-way question: a to-do only when something is in the way. */
function obstaclesSub(index: number, checklistKey: DoneOrTodoChecklistKey) {
  return {
    index,
    slug: 'obstacles',
    options: YES_UNSAFE,
    checklist: 'when-unsafe',
    checklistKey,
  } as const satisfies CarouselSubQuestion;
}

/**
 * What the text (plan:questions.<slug>) has for a question: its options' values and its
 * sub-questions' slugs. The questions below satisfy it, so an option or sub-question without
 * words fails the typecheck, and the keys built from them (optionLabelKey, subQuestionTitleKey)
 * name text that exists.
 */
type WordedQuestion<Slug extends PlanQuestionSlug> = Omit<
  PlanQuestion,
  'slug' | 'options' | 'subQuestions'
> & {
  slug: Slug;
  options: (PlanOption & { value: KeysUnder<'plan', `questions.${Slug}.options`> })[];
  subQuestions?: (CarouselSubQuestion & { slug: KeysUnder<'plan', `questions.${Slug}.subs`> })[];
};

const QUESTIONS = {
  // "Are your smoke alarms in the right places?"
  'smoke-alarms-right-places': {
    slug: 'smoke-alarms-right-places',
    type: 'radio',
    isList: false,
    isLarge: false,
    icon: 'smoke-alarm',
    options: [yes, no, noNotSure],
    allowOther: false,
    checklist: { key: 'smoke-alarms-right-places', safeValue: 'yes' },
  },
  // "Do your smoke alarms work — tested in the last month?"
  'smoke-alarms': {
    slug: 'smoke-alarms',
    type: 'radio',
    isList: false,
    isLarge: false,
    icon: 'smoke-alarm-test',
    options: [
      yes,
      noNotSure,
      { value: 'dont-have-any', icon: 'no-smoke-alarm', meaning: 'unsafe' },
    ],
    allowOther: false,
    checklist: { key: 'smoke-alarms', safeValue: 'yes' },
  },
  // "Who lives in your home?" Select all that apply.
  'living-situation': {
    slug: 'living-situation',
    type: 'checkbox',
    isList: true,
    isLarge: false,
    icon: 'household',
    options: [
      // Revised (shared/spec/DECISIONS.md): someone living alone can have pets and can need help.
      { value: 'just-me', icon: 'person', excludes: ['other-adults', 'children-babies'] },
      { value: 'other-adults', icon: 'adults' },
      { value: 'children-babies', icon: 'children' },
      { value: 'need-assistance', icon: 'assistance' },
      { value: 'pets-animals', icon: 'pet' },
    ],
    allowOther: false,
  },
  // "What kind of home do you live in?" It picks the rest of the flow.
  'house-type': {
    slug: 'house-type',
    type: 'radio',
    isList: false,
    isLarge: false,
    icon: 'home',
    options: [
      { value: 'house', icon: 'house' },
      { value: 'apartment', icon: 'apartment' },
    ],
    allowOther: false,
  },
  // "Your best way out": the usual way out of the home.
  'first-escape-route': {
    slug: 'first-escape-route',
    type: 'carousel',
    isList: false,
    isLarge: false,
    icon: 'door-exit',
    options: [],
    allowOther: false,
    subQuestions: [
      // "Have you planned this route?"
      {
        index: 0,
        slug: 'route-planned',
        options: YES_SAFE,
        checklist: 'always',
        checklistKey: 'first-route-planned',
      },
      // "Is anything in the way on this route?"
      obstaclesSub(1, 'first-route-obstacles'),
      // "Will anyone need help to get out this way?"
      {
        index: 2,
        slug: 'assistance',
        options: YES_UNSAFE,
        checklist: 'when-unsafe',
        checklistKey: 'first-route-assistance',
        doneWhenHelpersAgreed: true,
      },
    ],
  },
  // "Your alternative way out", in case the first is blocked.
  'second-escape-route': {
    slug: 'second-escape-route',
    type: 'carousel',
    isList: false,
    isLarge: false,
    icon: 'window-exit',
    options: [],
    allowOther: false,
    subQuestions: [
      // "Have you planned a second route?" 'unable': there is no second way out.
      {
        index: 0,
        slug: 'route-planned',
        options: [...YES_SAFE, { value: 'unable', meaning: 'unsafe' }],
        checklist: 'always',
        checklistKey: 'second-route-planned',
      },
      obstaclesSub(1, 'second-route-obstacles'),
      // Asked again only for households where someone needs help on the first route.
      {
        index: 2,
        slug: 'assistance',
        options: YES_UNSAFE,
        checklist: 'when-unsafe',
        checklistKey: 'second-route-assistance',
        doneWhenHelpersAgreed: true,
        showWhen: { question: 'first-escape-route', sub: 'assistance', equals: true },
      },
    ],
  },
  // "Where will you meet outside?"
  'meeting-area': {
    slug: 'meeting-area',
    type: 'radio',
    isList: false,
    isLarge: true,
    icon: 'meeting-point',
    options: [
      { value: 'letterbox', icon: 'letterbox' },
      { value: 'gate', icon: 'gate' },
      { value: 'street-outside', icon: 'street' },
      other,
    ],
    allowOther: true,
  },
  // "Have you talked through the plan with everyone in your home?"
  discussed: {
    slug: 'discussed',
    type: 'radio',
    isList: false,
    isLarge: false,
    icon: 'family-talk',
    options: [yes, no],
    allowOther: false,
    checklist: { key: 'discussed', safeValue: 'yes' },
  },
  // Apartment: "Which floor is your flat on?" On the ground floor the way out can be the flat's
  // own door; above it, the stairs (docs/decisions/0056-alone-and-flats.md).
  'flat-floor': {
    slug: 'flat-floor',
    type: 'radio',
    isList: false,
    isLarge: false,
    icon: 'apartment',
    options: [
      { value: 'ground', icon: 'door-exit' },
      { value: 'above', icon: 'apartment-exit' },
    ],
    allowOther: false,
  },
  // Apartment: "Does your building have a fire alarm you know how to use?"
  'fire-alarm': {
    slug: 'fire-alarm',
    type: 'radio',
    isList: false,
    isLarge: false,
    icon: 'fire-alarm',
    options: [yes, no],
    allowOther: false,
    checklist: { key: 'fire-alarm', safeValue: 'yes' },
  },
  // Apartment: "Where is your building's assembly point?"
  'assembly-point': {
    slug: 'assembly-point',
    type: 'radio',
    isList: false,
    isLarge: true,
    icon: 'assembly-point',
    options: [
      { value: 'street-outside', icon: 'street' },
      { value: 'across-road', icon: 'across-road' },
      other,
    ],
    allowOther: true,
  },
  // Apartment: the way out of the building.
  'escape-route': {
    slug: 'escape-route',
    type: 'carousel',
    isList: false,
    isLarge: false,
    icon: 'apartment-exit',
    options: [],
    allowOther: false,
    subQuestions: [
      // "Is there more than one way out of your building?"
      {
        index: 0,
        slug: 'multiple-exits',
        options: YES_SAFE,
        checklist: 'always',
        checklistKey: 'multiple-exits',
      },
      obstaclesSub(1, 'escape-route-obstacles'),
      // "Are any doors on the way out locked with a key?"
      {
        index: 2,
        slug: 'locks',
        options: YES_UNSAFE,
        checklist: 'when-unsafe',
        checklistKey: 'escape-route-locks',
      },
      // "Have you talked through the building's evacuation plan with your household?"
      {
        index: 3,
        slug: 'discuss',
        options: YES_SAFE,
        checklist: 'always',
        checklistKey: 'escape-route-discussed',
      },
    ],
  },
} satisfies { [Slug in PlanQuestionSlug]: WordedQuestion<Slug> };

export const PLAN_QUESTIONS: Record<PlanQuestionSlug, PlanQuestion> = QUESTIONS;

/** Asked of everyone, before the home type picks the rest. */
export const COMMON_FLOW_PREFIX: readonly PlanQuestionSlug[] = [
  'smoke-alarms-right-places',
  'smoke-alarms',
  'living-situation',
  'house-type',
];

export const HOUSE_FLOW: readonly PlanQuestionSlug[] = [
  ...COMMON_FLOW_PREFIX,
  'first-escape-route',
  'second-escape-route',
  'meeting-area',
  'discussed',
];

export const APARTMENT_FLOW: readonly PlanQuestionSlug[] = [
  ...COMMON_FLOW_PREFIX,
  'flat-floor',
  'fire-alarm',
  'assembly-point',
  'escape-route',
];

/** The meaning of a sub-question's answer, or undefined for a value it does not offer. */
export function answerMeaning(sub: CarouselSubQuestion, value: unknown): AnswerMeaning | undefined {
  return sub.options.find((option) => option.value === value)?.meaning;
}

export function getPlanQuestion(slug: PlanQuestionSlug): PlanQuestion {
  return PLAN_QUESTIONS[slug];
}

/** A question's title: every question has one (the typecheck says so). */
export function questionTitleKey(slug: PlanQuestionSlug): PlanKey {
  return `questions.${slug}.title`;
}

/** The words of one of a question's options (QUESTIONS ties each option to its words). */
export function optionLabelKey(question: PlanQuestion, option: PlanOption): PlanKey {
  return `questions.${question.slug}.options.${option.value}` as PlanKey;
}

/** A carousel sub-question's title (QUESTIONS ties each sub-question to its words). */
export function subQuestionTitleKey(question: PlanQuestion, sub: CarouselSubQuestion): PlanKey {
  return `questions.${question.slug}.subs.${sub.slug}.title` as PlanKey;
}

/** The words of a carousel answer: Yes, No, or "There is no other way out". */
export function carouselAnswerKey(value: CarouselValue): PlanKey {
  return `answers.${value}`;
}
