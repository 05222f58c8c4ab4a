import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { phraseText, type Phrase } from '../../domain/plan/description';

/** Turns the domain's phrases into this page's language (typed text stays as typed). */
export function usePhraseText(): (phrase: Phrase) => string {
  const { t } = useTranslation('plan');
  return useCallback(
    (phrase: Phrase) => phraseText(phrase, (key, values) => t(key, { replace: values })),
    [t],
  );
}
