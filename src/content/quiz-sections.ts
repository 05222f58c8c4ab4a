// The home hazards quiz as data. Text lives in the locales, keyed by section and option slug.
import { QUIZ_SECTION_SLUGS } from '../vocabulary/types';
import type { QuizSectionSlug } from '../vocabulary/types';
import type { KeysUnder, QuizKey } from '../vocabulary/text-keys';

/** Exclusive option on every section: the hazard is not in this home, so the section is skipped. */
export const NOT_APPLICABLE = 'not-applicable';

/** Every scored section is out of this many points (spec section 9). */
export const QUIZ_SECTION_POINTS = 100;

export interface QuizOption {
  value: string;
  weight: number;
}

export interface QuizSection {
  slug: QuizSectionSlug;
  /** 1-based position in the fixed quiz order. */
  progress: number;
  type: 'checkbox';
  isList: boolean;
  /** The scored options in display order, then NOT_APPLICABLE last. */
  options: QuizOption[];
  allowOther: false;
  /** File name under public/images/quiz/. */
  image: string;
  points: typeof QUIZ_SECTION_POINTS;
  /** Name used in analytics; differs from the slug for three sections. */
  trackingName: string;
  hasTip: boolean;
}

export interface BeginOption {
  value: QuizSectionSlug;
  icon: string;
}

/**
 * An option of a section with both its words (quiz:sections.<slug>.options.<value>, what the
 * householder does, and .todos.<value>, what to do). WEIGHTS satisfies it, so an option without
 * words fails the typecheck, and the keys built from the options (quizOptionTextKey) exist.
 */
type WordedOption<Slug extends QuizSectionSlug> = KeysUnder<'quiz', `sections.${Slug}.options`> &
  KeysUnder<'quiz', `sections.${Slug}.todos`>;

/** The sections whose words include a tip. */
type TipSection = {
  [Slug in QuizSectionSlug]: `sections.${Slug}.tip` extends QuizKey ? Slug : never;
}[QuizSectionSlug];

// Weights from spec section 3; each list sums to QUIZ_SECTION_POINTS.
const WEIGHTS = {
  'indoor-fires': [
    ['chimney-cleaned', 40],
    ['fireguard-used', 20],
    ['matches-out-of-reach', 40],
  ],
  'electric-heaters': [
    ['one-metre-from-heater', 50],
    ['one-heater-per-plug', 25],
    ['heater-not-dryer', 25],
  ],
  'gas-heaters': [
    ['one-metre-from-heater', 30],
    ['gas-hose-good', 15],
    ['fresh-air', 10],
    ['heater-serviced', 10],
    ['one-heater-per-plug', 15],
    ['heater-not-dryer', 20],
  ],
  'hot-ashes': [
    ['left-ashes', 40],
    ['poured-water', 20],
    ['emptied-ashes', 40],
  ],
  'clothes-dryers': [
    ['lint-cleaned', 60],
    ['not-overloaded', 20],
    ['space-around-dryer', 10],
    ['full-cycle-used', 10],
  ],
  'electric-blankets': [
    ['less-than-five-years', 10],
    ['rolled-not-folded', 15],
    ['blanket-flat', 15],
    ['no-heavy-objects', 20],
    ['turned-off', 40],
  ],
  'garage-toolshed': [
    ['oily-rags', 25],
    ['sparks', 25],
    ['power-drills', 50],
  ],
  'batteries-chargers-multiplugs': [
    ['not-damaged', 10],
    ['directly-into-socket', 30],
    ['devices-not-damaged', 30],
    ['cords-not-frayed', 10],
    ['cords-not-coiled', 10],
    ['hard-flat-surface', 10],
  ],
} satisfies {
  [Slug in QuizSectionSlug]: readonly (readonly [value: WordedOption<Slug>, weight: number])[];
};

// Analytics names from the observed product; the other sections track under their slug.
const TRACKING_NAMES: Partial<Record<QuizSectionSlug, string>> = {
  'electric-heaters': 'electric-heater',
  'gas-heaters': 'lpg-heater',
  'clothes-dryers': 'clothes-dryer',
};

// Sections whose advice (spec section 1) is worth a tip on the question screen.
const SECTIONS_WITH_TIP: readonly TipSection[] = [
  'electric-heaters',
  'gas-heaters',
  'hot-ashes',
  'electric-blankets',
];

function hasTipWords(slug: QuizSectionSlug): slug is (typeof SECTIONS_WITH_TIP)[number] {
  return (SECTIONS_WITH_TIP as readonly QuizSectionSlug[]).includes(slug);
}

/** The tip shown on a section's screen, or null for a section without one. */
export function quizTipKey(slug: QuizSectionSlug): QuizKey | null {
  return hasTipWords(slug) ? `sections.${slug}.tip` : null;
}

const BEGIN_ICONS: Record<QuizSectionSlug, string> = {
  'indoor-fires': 'fireplace',
  'electric-heaters': 'heater',
  'gas-heaters': 'gas-heater',
  'hot-ashes': 'ashes',
  'clothes-dryers': 'dryer',
  'electric-blankets': 'blanket',
  'garage-toolshed': 'garage',
  'batteries-chargers-multiplugs': 'battery',
};

function buildSection(slug: QuizSectionSlug, index: number): QuizSection {
  return {
    slug,
    progress: index + 1,
    type: 'checkbox',
    isList: true,
    options: [
      ...WEIGHTS[slug].map(([value, weight]) => ({ value, weight })),
      { value: NOT_APPLICABLE, weight: 0 },
    ],
    allowOther: false,
    image: `${slug}.svg`,
    points: QUIZ_SECTION_POINTS,
    trackingName: TRACKING_NAMES[slug] ?? slug,
    hasTip: hasTipWords(slug),
  };
}

export const QUIZ_SECTIONS = Object.fromEntries(
  QUIZ_SECTION_SLUGS.map((slug, index) => [slug, buildSection(slug, index)]),
) as Record<QuizSectionSlug, QuizSection>;

/**
 * The words of an option (WEIGHTS ties each option to them): a ticked option reads as what the
 * householder does ('options': "I use a fireguard…"), an unticked one as what to do ('todos':
 * "Use a fireguard…"). The results, print page and email all show the same words.
 */
export function quizOptionTextKey(slug: QuizSectionSlug, value: string, checked: boolean): QuizKey {
  return `sections.${slug}.${checked ? 'options' : 'todos'}.${value}` as QuizKey;
}

/** The begin screen's checkboxes, in the fixed quiz order. */
export const BEGIN_OPTIONS: readonly BeginOption[] = QUIZ_SECTION_SLUGS.map((value) => ({
  value,
  icon: BEGIN_ICONS[value],
}));
