// Rules for the name, the email address and every other free text typed into the app that ends
// up in an email (spec section 5). The plan email goes to whatever address was typed,
// so the text in it must not be able to carry a link, and an address must be one plain mailbox.
// The device and the server apply these same functions.
import TOP_LEVEL_DOMAINS from 'tlds' with { type: 'json' };

export const NAME_MAX_LENGTH = 80;
/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

// C0 and C1 controls, line and paragraph separators, and the bidi overrides that can disguise
// text in an email.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

// Characters that show nothing (zero-width spaces and joiners, soft hyphens, fillers, variation
// selectors…): removed before looking for a link, so "evil\u200B.com" is still "evil.com".
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

// Dots of other scripts that browsers and mail clients may read as a domain's dot (after NFKC has
// already folded the full-width, small and one-dot-leader forms to '.').
const OTHER_DOTS =
  /[\u00B7\u0589\u06D4\u0701\u0702\u1362\u2027\u2219\u22C5\u2E3C\u3002\u30FB\uA4F8\uA60E]/gu;

// Words joined by dots: "evil.com", "j.r", "prizes.co.nz".
const DOTTED_WORDS = /[\p{L}\p{N}\p{M}_-]+(?:\.[\p{L}\p{N}\p{M}_-]+)+/gu;
const IPV4 = /\d{1,3}(?:\.\d{1,3}){3}/;
// Seven or more digits, maybe after a '+' and with spaces, dots, hyphens or brackets between
// them: mail clients make such a run a tap-to-call link, so a stranger could put a premium-rate
// number into an email we send (API probe, session 7). House numbers, years, 111 and "2/14" stay
// text (a slash ends the run, so dates do too).
const PHONE_NUMBER = /\d(?:[\s.()-]*\d){6,}/;
const LINK_MARKERS = ['://', 'www.'];

let topLevelDomains: ReadonlySet<string> | null = null;

/** Every delegated top-level domain (IANA's list, from the maintained `tlds` package), lower
 *  case, internationalised ones both as written and in their ASCII (xn--) form. */
function isTopLevelDomain(label: string): boolean {
  if (!topLevelDomains) {
    const all = new Set(TOP_LEVEL_DOMAINS.map((tld) => tld.toLowerCase()));
    for (const tld of TOP_LEVEL_DOMAINS) {
      const ascii = domainToAscii(tld);
      if (ascii) all.add(ascii);
    }
    topLevelDomains = all;
  }
  return topLevelDomains.has(label);
}

/** A domain in its ASCII form (IDNA, as browsers do it), or null when it is not a host name. */
function domainToAscii(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

// Format characters (zero-width spaces and joiners, bidi marks, tag characters…): nobody sees
// them, mail filters and assistants read them. A joiner inside an emoji (👩‍👧) and the emoji
// presentation selector after one stay: they draw what the person chose.
const FORMAT_CHARACTER = /\p{Cf}/u;
// Bidi overrides are format characters too, but they disguise text: refused with a clear error
// (CONTROL_CHARACTERS), not quietly dropped.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const ZERO_WIDTH_JOINER = '\u200D';
const EMOJI_PRESENTATION = '\uFE0F';
/** More marks than this on one letter is no language's spelling: the rest are dropped. */
export const MAX_COMBINING_MARKS = 3;
const MARK = /\p{M}/u;

function keepsFormat(characters: string[], index: number): boolean {
  const character = characters[index]!;
  const before = characters[index - 1] ?? '';
  const after = characters[index + 1] ?? '';
  if (character === ZERO_WIDTH_JOINER) {
    const previous = before === EMOJI_PRESENTATION ? (characters[index - 2] ?? '') : before;
    return PICTOGRAPH.test(previous) && PICTOGRAPH.test(after);
  }
  return false;
}

/**
 * Typed text as it is kept and sent (THE rule, on the device and on the server, through the
 * contracts): NFC (a macron typed as a + U+0304 becomes ā), no invisible format or tag character
 * but a joiner inside an emoji (bidi overrides are left for the rules to refuse), and at most
 * MAX_COMBINING_MARKS marks on one letter.
 */
export function cleanTypedText(text: string): string {
  const characters = [...text.normalize('NFC')];
  let marks = 0;
  let kept = '';
  for (const [index, character] of characters.entries()) {
    const dropped =
      FORMAT_CHARACTER.test(character) &&
      !BIDI_CONTROL.test(character) &&
      !keepsFormat(characters, index);
    if (dropped) continue;
    marks = MARK.test(character) ? marks + 1 : 0;
    if (marks > MAX_COMBINING_MARKS) continue;
    kept += character;
  }
  return kept;
}

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Text as a mail client's link finder may read it: NFKC, one kind of dot, nothing invisible. */
function linkView(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(OTHER_DOTS, '.').toLowerCase();
}

/**
 * Whether text could show up as a link in a mail client: '://', 'www.', an IPv4 address, a phone
 * number (seven digits or more), or any dotted token with a real top-level domain after a dot
 * ("evil.company", "prizes.co.nz"), seen after folding look-alike dots and digits (NFKC) and
 * removing invisible characters. Initials and dotted names ("J.R.R. Tolkien", "St.John") stay
 * text because "r" and "john" are not top-level domains.
 */
export function looksLikeLink(text: string): boolean {
  const view = linkView(text);
  if (LINK_MARKERS.some((marker) => view.includes(marker)) || IPV4.test(view)) return true;
  if (PHONE_NUMBER.test(view)) return true;
  for (const [token] of view.matchAll(DOTTED_WORDS)) {
    if (token.split('.').slice(1).some(isTopLevelDomain)) return true;
  }
  return false;
}

function hasVisible(text: string, pattern: RegExp): boolean {
  return pattern.test(text.replace(INVISIBLE, ''));
}

/**
 * THE rule for any free text a visitor types that reaches an email (a name, a meeting place, a
 * way-out description, a household or room name…): no control characters, at least one visible
 * letter or digit, and nothing that could become a link. Pair it with a length limit; in a
 * contract use `emailSafeTextSchema(maxLength)` from src/contracts, which applies it.
 */
export function isEmailSafeText(text: string): boolean {
  return !hasControlCharacters(text) && hasVisible(text, /[\p{L}\p{N}]/u) && !looksLikeLink(text);
}

/** A name: email-safe text of at most NAME_MAX_LENGTH characters (as typed) with a letter. */
export function isValidName(name: string): boolean {
  return name.length <= NAME_MAX_LENGTH && isEmailSafeText(name) && hasVisible(name, /\p{L}/u);
}

// A dot-atom local part (RFC 5322) without '%' and '!', which some mail servers still read as
// routing to another host: no quotes, comments, brackets, commas, colons or spaces.
const LOCAL_PART = /^[A-Za-z0-9#$&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9#$&'*+/=?^_`{|}~-]+)*$/;
// Letters and digits of any script joined by hyphens, labels joined by single dots: no address
// literal ([127.0.0.1]), no trailing dot.
const DOMAIN_AS_TYPED =
  /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?(?:\.[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?)+$/u;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The one mailbox an address names, as it is sent and counted: the local part as typed, the
 * domain lower case in its ASCII form (an internationalised domain such as "whānau.nz" becomes
 * "xn--whnau-yua.nz"), spaces around it trimmed. Null unless the text is exactly one plain
 * address: "a,b@x.org", "x<b@x.org>", "b@x.org.", "\"b\"@x.org", "b@x.org(x)",
 * "g:a,b@x.org;" and "a@[127.0.0.1]" are all refused.
 */
export function canonicalEmail(email: string): string | null {
  if (hasControlCharacters(email)) return null;
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) return null;
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (at < 1 || local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return null;
  if (!DOMAIN_AS_TYPED.test(domain)) return null;
  const ascii = domainToAscii(domain);
  if (ascii === null) return null;
  const labels = ascii.split('.');
  const topLevel = labels.at(-1) ?? '';
  const hostName =
    labels.length >= 2 &&
    labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && ASCII_LABEL.test(label)) &&
    !/^\d+$/.test(topLevel);
  const address = `${local}@${ascii}`;
  return hostName && address.length <= EMAIL_MAX_LENGTH ? address : null;
}

export function isValidEmail(email: string): boolean {
  return canonicalEmail(email) !== null;
}

/**
 * Providers that deliver several spellings of a mailbox to one inbox: the characters their local
 * parts ignore, and the domain every one of their domains counts as. Gmail ignores dots, Proton
 * dots, hyphens and underscores (API probe, session 7).
 */
const MAILBOX_FOLDING: Readonly<Record<string, { ignored?: RegExp; domain: string }>> = {
  'gmail.com': { ignored: /\./g, domain: 'gmail.com' },
  'googlemail.com': { ignored: /\./g, domain: 'gmail.com' },
  'proton.me': { ignored: /[._-]/g, domain: 'proton.me' },
  'protonmail.com': { ignored: /[._-]/g, domain: 'proton.me' },
  'protonmail.ch': { ignored: /[._-]/g, domain: 'proton.me' },
  'pm.me': { ignored: /[._-]/g, domain: 'proton.me' },
  'icloud.com': { domain: 'icloud.com' },
  'me.com': { domain: 'icloud.com' },
  'mac.com': { domain: 'icloud.com' },
};

// Fastmail delivers "anything@bob.fastmail.com" to "bob@fastmail.com".
const FASTMAIL_SUBDOMAIN = /^([a-z0-9-]+)\.fastmail\.com$/;

/**
 * The key the per-recipient mail limit counts: the canonical mailbox in lower case, without a
 * "+tag" (most providers deliver "a+1@x" and "a+2@x" to the one mailbox "a@x"), folded where a
 * provider delivers other spellings to the same inbox ("v.ictim@gmail.com" is
 * "victim@gmail.com", "v_ictim@pm.me" is "victim@proton.me", "x@victim.fastmail.com" is
 * "victim@fastmail.com").
 */
export function recipientKey(canonical: string): string {
  const at = canonical.lastIndexOf('@');
  const local = canonical.slice(0, at).replace(/\+.*$/, '').toLowerCase();
  const domain = canonical.slice(at + 1).toLowerCase();
  const fastmail = FASTMAIL_SUBDOMAIN.exec(domain);
  if (fastmail) return `${fastmail[1]}@fastmail.com`;
  const folding = MAILBOX_FOLDING[domain];
  if (!folding) return `${local}@${domain}`;
  return `${folding.ignored ? local.replace(folding.ignored, '') : local}@${folding.domain}`;
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
