// How a saved plan's keys travel, written once for the page, the service worker and
// the server's emails. Plain constants (no schema library): the first screen reads this module.
//
// A link carries its keys after '#' (the fragment): a browser never sends it to the server, so
// no request line, log or proxy sees a key. The page reads it and sends the read key in a header.

/** The header a GET of a sealed plan carries its read key in. */
export const PLAN_READ_KEY_HEADER = 'Plan-Read-Key';

/** The keys a link may carry: `key` opens the plan, `owner` changes or deletes it. */
export interface PlanLinkKeys {
  readKey?: string;
  ownerKey?: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The fragment ('#key=…', '#key=…&owner=…') of a plan's link; '' without keys. */
export function planLinkFragment({ readKey, ownerKey }: PlanLinkKeys): string {
  const parts = [
    ...(readKey ? [`key=${readKey}`] : []),
    ...(ownerKey ? [`owner=${ownerKey}`] : []),
  ];
  return parts.length > 0 ? `#${parts.join('&')}` : '';
}

/** The keys of a link's fragment ('#key=…&owner=…'); a malformed key is left out. */
export function planLinkKeys(hash: string): PlanLinkKeys {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const readKey = params.get('key');
  const ownerKey = params.get('owner');
  return {
    ...(readKey && KEY_PATTERN.test(readKey) ? { readKey } : {}),
    ...(ownerKey && KEY_PATTERN.test(ownerKey) ? { ownerKey } : {}),
  };
}

/** A new key: 128 random bits, base64url (22 characters). */
export function newPlanKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
