// Building blocks shared by the API payload schemas.
import { z } from 'zod';
import { LANGUAGES } from '../vocabulary/types';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  canonicalEmail,
  cleanTypedText,
  hasControlCharacters,
  isEmailSafeText,
  isValidName,
} from '../domain/shared/text-rules';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';

/** Lower-case slug as used for option values and carousel sub-questions. */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export const languageSchema = z.enum(LANGUAGES, { error: 'Unknown language' });

// Limit first so a huge string is refused before any other work; the stored name is trimmed.
export const nameSchema = z
  .string({ error: 'Name must be text' })
  .overwrite(cleanTypedText)
  .max(NAME_MAX_LENGTH, { error: 'Name is too long' })
  .trim()
  .refine(isValidName, { error: 'Name is not valid' });

/** Exactly one plain address; parses to its canonical form (see canonicalEmail). */
export const emailSchema = z
  .string({ error: 'Email must be text' })
  .max(EMAIL_MAX_LENGTH, { error: 'Email is too long' })
  .transform((email, ctx) => {
    const canonical = canonicalEmail(email);
    if (canonical === null) {
      ctx.issues.push({ code: 'custom', message: 'Email is not valid', input: email });
      return z.NEVER;
    }
    return canonical;
  });

/** The idempotency key (./idempotency.ts): made on the device; the server mails each key once. */
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency key must be text' })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'Idempotency key is not valid' });

/** A free-text or option value: trimmed, 1 to maxLength characters, no control characters. */
export function boundedTextSchema(maxLength: number) {
  return z
    .string({ error: 'Must be text' })
    .overwrite(cleanTypedText)
    .max(maxLength, { error: `Must be at most ${maxLength} characters` })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .refine((text) => !hasControlCharacters(text), {
      error: 'Must not contain control characters',
    });
}

/**
 * Free text a visitor types that reaches an email (meeting place, way-out description, household
 * or room name…): trimmed, at most maxLength characters, and isEmailSafeText (no control
 * characters, something visible, no link). Use this for every such new field.
 */
export function emailSafeTextSchema(maxLength: number) {
  return z
    .string({ error: 'Must be text' })
    .overwrite(cleanTypedText)
    .max(maxLength, { error: `Must be at most ${maxLength} characters` })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .refine(isEmailSafeText, { error: 'Must be plain text without links or phone numbers' });
}
