// The contact form's checks, as the plan and quiz email forms show them: nothing until the first
// submit; after it, a message beside each field with a problem and the summary above (updated as
// the person types), with the submit button always enabled (DECISIONS.md, "Forms tell people what
// is wrong").
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactProblems } from '../domain/shared/text-rules';
import type { ContactValue } from './contact-fields';
import type { SummaryItem } from './error-summary';

export interface ContactFormState {
  /** Prefix of the fields' ids (ContactFields `idPrefix`), for the summary's links. */
  idPrefix: string;
  /** Each field's message, once a submit has shown them. */
  errors: { name?: string; email?: string };
  summary: SummaryItem[];
  /** Counts failed submits, so the summary takes the focus again on each. */
  attempt: number;
  /** Call on submit: true when the form may be sent; otherwise the problems are shown. */
  check: () => boolean;
}

export function useContactForm(
  value: ContactValue,
  extra: { email?: string } = {},
): ContactFormState {
  const { t } = useTranslation('shared');
  const idPrefix = useId();
  const [attempt, setAttempt] = useState(0);
  const problems = contactProblems(value);
  const shown = attempt > 0;
  const errors = {
    name: shown && problems.name ? t(`contact.errors.name-${problems.name}`) : undefined,
    email:
      shown && problems.email
        ? t(`contact.errors.email-${problems.email}`)
        : (extra.email ?? undefined),
  };
  const summary: SummaryItem[] = [
    ...(errors.name ? [{ fieldId: `${idPrefix}-name`, text: errors.name }] : []),
    ...(errors.email ? [{ fieldId: `${idPrefix}-email`, text: errors.email }] : []),
  ];
  return {
    idPrefix,
    errors,
    summary,
    attempt,
    check: () => {
      const ok = Object.keys(contactProblems(value)).length === 0;
      if (!ok) setAttempt((count) => count + 1);
      return ok;
    },
  };
}
