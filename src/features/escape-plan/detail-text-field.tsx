import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanKey } from '../../vocabulary/text-keys';
import { isSafeDetailText } from '../../domain/plan/details';
import { useTypedText } from '../../lib/use-typed-text';
import '../../components/shared-components.css';

/**
 * An optional text box of the plan's details, with the same rule as the server (plain words, no
 * links or invisible characters): a problem shows beside the field at once, in words. What is
 * typed shows at once and reaches the plan after the keystroke's frame (lib/use-typed-text).
 */
export function DetailTextField({
  label,
  hint,
  value,
  maxLength,
  onChange,
  inputId,
  errorKey = 'details.problem.reasons.text',
}: {
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  inputId?: string;
  errorKey?: PlanKey;
}) {
  const { t } = useTranslation('plan');
  const generated = useId();
  const id = inputId ?? generated;
  const [text, type] = useTypedText(value, onChange);
  const invalid = text.trim() !== '' && !isSafeDetailText(text, maxLength);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field detail-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          {t(errorKey)}
        </p>
      )}
      <input
        id={id}
        type="text"
        maxLength={maxLength}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => type(event.target.value)}
      />
    </div>
  );
}
