// The keys of the app's text, as types read from the English locale files (the Māori files have
// the same keys: tests/unit/locales checks them). i18next is told of these resources
// (src/lib/i18n-types.d.ts), so a key that does not exist, or a wrong namespace prefix, fails
// `npm run typecheck`; the domain and content modules name their keys with these types, so keys
// built from data (a need's kind, a quiz option) are checked where the data is written.
import type campaign from '../../locales/en/campaign.json';
import type common from '../../locales/en/common.json';
import type drill from '../../locales/en/drill.json';
import type floorPlan from '../../locales/en/floor-plan.json';
import type home from '../../locales/en/home.json';
import type mail from '../../locales/en/mail.json';
import type plan from '../../locales/en/plan.json';
import type pwa from '../../locales/en/pwa.json';
import type quiz from '../../locales/en/quiz.json';
import type shared from '../../locales/en/shared.json';

/** The browser's namespaces (mail.json is the server's: MailTextResources). */
export interface TextResources {
  campaign: typeof campaign;
  common: typeof common;
  drill: typeof drill;
  'floor-plan': typeof floorPlan;
  home: typeof home;
  plan: typeof plan;
  pwa: typeof pwa;
  quiz: typeof quiz;
  shared: typeof shared;
}

export interface MailTextResources extends TextResources {
  mail: typeof mail;
}

/** Every dotted path to a string in T: { a: { b: 'x' } } gives 'a.b'. */
type Leaves<T, Prefix extends string = ''> = T extends string
  ? Prefix
  : {
      [K in keyof T & string]: Leaves<T[K], Prefix extends '' ? K : `${Prefix}.${K}`>;
    }[keyof T & string];

/** A plural's key as it is asked for: 'open' for 'open_one' and 'open_other' (with a count). */
type PluralBase<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** A key of one namespace, without its prefix: TextKey<'plan'> includes 'needs.title'. */
export type TextKey<Namespace extends keyof MailTextResources> =
  Leaves<MailTextResources[Namespace]> | PluralBase<Leaves<MailTextResources[Namespace]>>;

export type PlanKey = TextKey<'plan'>;

/** A key with its namespace, as a route names its page title: 'plan:intro.title'. */
export type NamespacedKey = {
  [Namespace in keyof TextResources]: `${Namespace}:${TextKey<Namespace>}`;
}[keyof TextResources];
export type QuizKey = TextKey<'quiz'>;
export type FloorPlanKey = TextKey<'floor-plan'>;
export type DrillKey = TextKey<'drill'>;

/**
 * The names directly under a key, leaves or not: KeysUnder<'plan', 'needs.lines'> is
 * 'special-alarms' | 'oxygen' | …; KeysUnder<'plan', 'checklist.items'> names every item.
 */
export type KeysUnder<Namespace extends keyof MailTextResources, Parent extends string> =
  TextKey<Namespace> extends infer Key
    ? Key extends `${Parent}.${infer Child}`
      ? Child extends `${infer Head}.${string}`
        ? Head
        : Child
      : never
    : never;

/** An item of the plan's checklist: its words are plan:checklist.items.<key>.done and .todo. */
export type ChecklistKey = KeysUnder<'plan', 'checklist.items'>;

/** The items that can be done as well as to do (the others have to-do words only). */
export type DoneOrTodoChecklistKey = {
  [Key in ChecklistKey]: `checklist.items.${Key}.done` extends PlanKey ? Key : never;
}[ChecklistKey];

export type TodoOnlyChecklistKey = Exclude<ChecklistKey, DoneOrTodoChecklistKey>;

/** A checklist line that is only ever a to-do (the needs', the helpers', who sleeps where). */
export interface ChecklistTodo {
  key: ChecklistKey;
  fieldValue: false;
  values?: Record<string, string>;
}

/**
 * A checklist line: its label key, whether it is done (true) or a to-do (false), and the values
 * its label names (a person's name for "Agree who helps {{name}} get out").
 */
export type ChecklistItem =
  | { key: DoneOrTodoChecklistKey; fieldValue: boolean; values?: Record<string, string> }
  | ChecklistTodo;
