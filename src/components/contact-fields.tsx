import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../domain/validation';
import './shared-components.css';

export interface ContactValue {
  name: string;
  email: string;
}

/**
 * The 'Your name' and 'Your email' fields shared by the plan and quiz email forms. Validity comes
 * from src/domain/validation.ts (isContactFormValid); the form disables its submit until it holds.
 */
export function ContactFields({
  value,
  onChange,
  disabled = false,
}: {
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shared');
  const id = useId();
  return (
    <div className="contact-fields">
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          disabled={disabled}
          aria-describedby={`${id}-name-hint`}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
        <p id={`${id}-name-hint`} className="field__hint">
          {t('contact.name-hint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          disabled={disabled}
          aria-describedby={`${id}-email-hint`}
          value={value.email}
          onChange={(event) => onChange({ ...value, email: event.target.value })}
        />
        <p id={`${id}-email-hint`} className="field__hint">
          {t('contact.email-hint')}
        </p>
      </div>
    </div>
  );
}
