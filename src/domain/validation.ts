// Rules for the name and email typed into the plan and quiz email forms (spec section 5). The
// plan email goes to whatever address was typed, so the name must not be able to carry a link.

export const NAME_MAX_LENGTH = 80;
/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// C0 and C1 controls, line and paragraph separators, and the bidi overrides that can disguise
// text in an email.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

// Top-level domains common in spam links and in New Zealand. A list rather than "any letters
// after a dot" so names such as "St.John" or "J.R.R. Tolkien" stay valid.
const LINK_TLDS = (
  'com net org nz au uk us io co me info biz xyz top site online app dev link click ly gl ru cn ' +
  'tk ml ga cf gq ws cc tv to in de fr shop store live club vip win bid work ai gd su pw am fm'
).split(' ');
const BARE_DOMAIN = new RegExp(
  `[\\p{L}\\p{N}-]\\.(?:${LINK_TLDS.join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);
const LINK_MARKERS = ['://', 'www.'];

// Loose on purpose (spec): text, an at sign, text, a dot, text; no whitespace anywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * Whether text could show up as a link in a mail client: '://', 'www.', or a bare domain with a
 * common top-level domain. Used for names and for any free text that goes into an email.
 */
export function looksLikeLink(text: string): boolean {
  // NFKC folds look-alikes such as the full-width dot and letters that mail clients still link.
  const lower = text.normalize('NFKC').toLowerCase();
  return LINK_MARKERS.some((marker) => lower.includes(marker)) || BARE_DOMAIN.test(lower);
}

/** The length limit applies to the name as typed; it must have something besides spaces. */
export function isValidName(name: string): boolean {
  return (
    name.trim().length > 0 &&
    name.length <= NAME_MAX_LENGTH &&
    !hasControlCharacters(name) &&
    !looksLikeLink(name)
  );
}

export function isValidEmail(email: string): boolean {
  return (
    email.length <= EMAIL_MAX_LENGTH && !hasControlCharacters(email) && EMAIL_PATTERN.test(email)
  );
}

export function isContactFormValid({ name, email }: { name: string; email: string }): boolean {
  return isValidName(name) && isValidEmail(email);
}

export type NameProblem = 'empty' | 'link' | 'invalid';
export type EmailProblem = 'empty' | 'invalid';

/** What is wrong with each field of the contact form (nothing: an empty object). */
export function contactProblems({ name, email }: { name: string; email: string }): {
  name?: NameProblem;
  email?: EmailProblem;
} {
  const problems: { name?: NameProblem; email?: EmailProblem } = {};
  if (!isValidName(name)) {
    problems.name = name.trim().length === 0 ? 'empty' : looksLikeLink(name) ? 'link' : 'invalid';
  }
  if (!isValidEmail(email)) problems.email = email.trim().length === 0 ? 'empty' : 'invalid';
  return problems;
}
