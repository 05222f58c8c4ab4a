// The words of the emails: the app's own locale files (so an email says what the screen and the
// printed plan say, in the same Māori) plus the few sentences only emails need (text/). The
// locale parity unit test keeps both languages' files on the same keys.
import enCommon from '../../locales/en/common.json';
import enDrill from '../../locales/en/drill.json';
import enFloorPlan from '../../locales/en/floor-plan.json';
import enPlan from '../../locales/en/plan.json';
import enQuiz from '../../locales/en/quiz.json';
import enShared from '../../locales/en/shared.json';
import miCommon from '../../locales/mi/common.json';
import miDrill from '../../locales/mi/drill.json';
import miFloorPlan from '../../locales/mi/floor-plan.json';
import miPlan from '../../locales/mi/plan.json';
import miQuiz from '../../locales/mi/quiz.json';
import miShared from '../../locales/mi/shared.json';
import type { Language } from '../../src/vocabulary/types';
import { MAIL_TEXT, type MailText } from './text';

export interface Words {
  common: typeof enCommon;
  drill: typeof enDrill;
  plan: typeof enPlan;
  quiz: typeof enQuiz;
  shared: typeof enShared;
  floorPlan: typeof enFloorPlan;
  mail: MailText;
}

export const WORDS: Record<Language, Words> = {
  en: {
    common: enCommon,
    drill: enDrill,
    plan: enPlan,
    quiz: enQuiz,
    shared: enShared,
    floorPlan: enFloorPlan,
    mail: MAIL_TEXT.en,
  },
  mi: {
    common: miCommon as typeof enCommon,
    drill: miDrill as typeof enDrill,
    plan: miPlan as typeof enPlan,
    quiz: miQuiz as typeof enQuiz,
    shared: miShared as typeof enShared,
    floorPlan: miFloorPlan as typeof enFloorPlan,
    mail: MAIL_TEXT.mi,
  },
};

/** Fills i18next-style {{placeholders}}; an unknown placeholder stays as it is. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A string under a path such as 'items.smoke-alarms.done', or undefined. */
export function lookup(tree: object, path: string[]): string | undefined {
  let node: unknown = tree;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}
