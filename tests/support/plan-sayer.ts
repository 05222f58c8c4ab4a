// A plan's phrases in words as the householder reads them: through i18next with the plan's
// locale files, each phrase's values, count and context ('_alone') given as the app gives them.
import i18next from 'i18next';
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import miPlan from '../../locales/mi/plan.json' with { type: 'json' };
import { phraseOptions, phraseText, type Phrase } from '../../src/domain/plan/description';

export async function planSayer(language: 'en' | 'mi'): Promise<(phrase: Phrase) => string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { plan: language === 'en' ? enPlan : miPlan } },
    defaultNS: 'plan',
    interpolation: { escapeValue: false },
  });
  return (phrase) =>
    phraseText(phrase, (key, values, context) => i18n.t(key, phraseOptions(values, context)));
}
