import { useTranslation } from 'react-i18next';
import { ContactFields, type ContactValue } from './contact-fields';
import { ErrorSummary } from './error-summary';
import type { ContactFormState } from './use-contact-form';

/** The contact fields with what a failed submit found: the error summary above them. */
export function CheckedContactFields({
  form,
  value,
  onChange,
  disabled,
}: {
  form: ContactFormState;
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('shared');
  return (
    <>
      {/* Mounted from the first failed submit on, even while typing has cleared every problem: a
          summary that came back would otherwise take the focus from the field being typed in. */}
      {form.attempt > 0 && (
        <ErrorSummary
          title={t('contact.errors.summary-title')}
          items={form.summary}
          attempt={form.attempt}
        />
      )}
      <ContactFields
        value={value}
        onChange={onChange}
        disabled={disabled}
        errors={form.errors}
        idPrefix={form.idPrefix}
      />
    </>
  );
}
