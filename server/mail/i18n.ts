// The emails' words come from the screens' own translations: i18next over locales/{en,mi}, so an
// email says what the screen and the printed plan say, in the same Māori. The few sentences only
// emails need are the `mail` namespace (the browser never loads it: src/lib/i18n.ts). One
// instance per language, made once when the server starts; templates get its `t`.
import { createInstance, type TFunction } from 'i18next';
import enCommon from '../../locales/en/common.json';
import enDrill from '../../locales/en/drill.json';
import enFloorPlan from '../../locales/en/floor-plan.json';
import enMail from '../../locales/en/mail.json';
import enPlan from '../../locales/en/plan.json';
import enPwa from '../../locales/en/pwa.json';
import enQuiz from '../../locales/en/quiz.json';
import enShared from '../../locales/en/shared.json';
import miCommon from '../../locales/mi/common.json';
import miDrill from '../../locales/mi/drill.json';
import miFloorPlan from '../../locales/mi/floor-plan.json';
import miMail from '../../locales/mi/mail.json';
import miPlan from '../../locales/mi/plan.json';
import miPwa from '../../locales/mi/pwa.json';
import miQuiz from '../../locales/mi/quiz.json';
import miShared from '../../locales/mi/shared.json';
import { LANGUAGES, type Language } from '../../src/vocabulary/types';

const EN = {
  common: enCommon,
  drill: enDrill,
  'floor-plan': enFloorPlan,
  mail: enMail,
  plan: enPlan,
  pwa: enPwa,
  quiz: enQuiz,
  shared: enShared,
};

/**
 * The namespaces an email reads, by language (the locale parity test keeps their keys equal).
 * Tests read the words an email must say from here.
 */
export const MAIL_RESOURCES: Record<Language, typeof EN> = {
  en: EN,
  mi: {
    common: miCommon as typeof enCommon,
    drill: miDrill as typeof enDrill,
    'floor-plan': miFloorPlan as typeof enFloorPlan,
    mail: miMail as typeof enMail,
    plan: miPlan as typeof enPlan,
    pwa: miPwa as typeof enPwa,
    quiz: miQuiz as typeof enQuiz,
    shared: miShared as typeof enShared,
  },
};

/** The namespaces an email reads; its own sentences ('mail') first. */
const MAIL_NAMESPACES = [
  'mail',
  'common',
  'drill',
  'floor-plan',
  'plan',
  'pwa',
  'quiz',
  'shared',
] as const satisfies readonly (keyof typeof EN)[];

/**
 * What a template is given: the mail's language and i18next's `t` in it ('ns:key'), typed by the
 * words (server/mail/i18n-types.d.ts): a key that does not exist fails the typecheck.
 */
export interface MailText {
  language: Language;
  t: TFunction<typeof MAIL_NAMESPACES>;
}

function mailText(language: Language): MailText {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    // Both languages carry every key (a unit test enforces it): no fallback.
    fallbackLng: false,
    resources: { [language]: MAIL_RESOURCES[language] },
    ns: [...MAIL_NAMESPACES],
    defaultNS: 'mail',
    // Values go in as they are: the `html` tag (html.ts) escapes each one once for the HTML part,
    // and the text part is plain text. A value is never read again for {{placeholders}}.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key not found shows as 'plan:visit.title', which the mail tests look for.
    appendNamespaceToMissingKey: true,
    initAsync: false, // resources are in memory: ready when init returns
  });
  return { language, t: i18n.getFixedT(language, MAIL_NAMESPACES) };
}

export const MAIL_TEXT: Record<Language, MailText> = Object.fromEntries(
  LANGUAGES.map((language) => [language, mailText(language)]),
) as Record<Language, MailText>;
