import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../domain/shared/text-rules';
import './shared-components.css';

export interface ContactValue {
  name: string;
  email: string;
}

type Field = 'name' | 'email';

/**
 * The 'Your name' and 'Your email' fields shared by the plan and quiz email forms. A field with a
 * problem (`errors`, from useContactForm) shows its message above the input, and is marked
 * aria-invalid and described by the message and the hint.
 */
export function ContactFields({
  value,
  onChange,
  disabled = false,
  errors = {},
  idPrefix,
}: {
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  disabled?: boolean;
  errors?: Partial<Record<Field, string>>;
  /** Ids are `${idPrefix}-name` and `${idPrefix}-email` (the error summary links to them). */
  idPrefix?: string;
}) {
  const { t } = useTranslation('shared');
  const ownId = useId();
  const id = idPrefix ?? ownId;
  const field = (name: Field, input: { type: string; autoComplete: string; maxLength: number }) => {
    const error = errors[name];
    const describedBy = [error ? `${id}-${name}-error` : '', `${id}-${name}-hint`].join(' ').trim();
    return (
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-${name}`}>{t(`contact.${name}`)}</label>
        <p id={`${id}-${name}-hint`} className="field__hint">
          {t(`contact.${name}-hint`)}
        </p>
        {error && (
          <p id={`${id}-${name}-error`} className="field__error">
            <span className="visually-hidden">{t('contact.errors.prefix')} </span>
            {error}
          </p>
        )}
        <input
          id={`${id}-${name}`}
          name={name}
          {...input}
          {...(name === 'email' ? { inputMode: 'email' as const } : {})}
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
      </div>
    );
  };
  return (
    <div className="contact-fields">
      {field('name', { type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH })}
      {field('email', { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH })}
    </div>
  );
}
