import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  phraseOptions,
  phraseText,
  type Phrase,
  type PhraseKey,
} from '../../domain/plan/description';

/** Turns the domain's phrases into this page's language (typed text stays as typed). */
export function usePhraseText(): (phrase: Phrase) => string {
  const { t } = useTranslation('plan');
  // A key of the drawing's or the drill's words carries its namespace ('floor-plan:…').
  const translate = t as (key: PhraseKey, options: ReturnType<typeof phraseOptions>) => string;
  return useCallback(
    (phrase: Phrase) =>
      phraseText(phrase, (key, values, context) => translate(key, phraseOptions(values, context))),
    [translate],
  );
}
