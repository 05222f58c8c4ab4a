// The keys a plan's link brought (after '#': key=… opens it, owner=… changes or deletes it). They
// are taken from the address once and kept for this tab only (sessionStorage): a reload, or a
// phone that put the tab away and brings it back, still has them; the address bar and the history
// no longer do (use-link-keys.ts removes them there), and closing the tab forgets the owner key.
// A plan opened once keeps its read key with its copy on this device (saved-plans-slice) until
// it is forgotten here.
import { planLinkKeys, type PlanLinkKeys } from '../contracts/plan-links';

const STORAGE_KEY = 'plan-link-keys';

function readAll(): Record<string, PlanLinkKeys> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, PlanLinkKeys>) : {};
  } catch {
    return {}; // storage blocked or unreadable: the keys last as long as the page
  }
}

function writeAll(all: Record<string, PlanLinkKeys>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage blocked (a private window's quota): this page still has the keys it read.
  }
}

/** True when the address carries a plan's keys after '#'. */
export function addressHasPlanKeys(hash: string): boolean {
  const keys = planLinkKeys(hash);
  return keys.readKey !== undefined || keys.ownerKey !== undefined;
}

/**
 * The keys this tab holds for `identifier`, with those of the address (`hash`) taken in first: a
 * key in the address replaces the one held (a newer email's link).
 */
export function takePlanLinkKeys(identifier: string, hash: string): PlanLinkKeys {
  const all = readAll();
  const fromAddress = planLinkKeys(hash);
  const held = { ...all[identifier], ...fromAddress };
  if (Object.keys(fromAddress).length > 0) writeAll({ ...all, [identifier]: held });
  return held;
}

/** This tab forgets every plan's keys (everything on this device is cleared). */
export function forgetAllPlanLinkKeys(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept there.
  }
}

/** This tab forgets the keys it held for `identifier`. */
export function forgetPlanLinkKeys(identifier: string): void {
  const all = readAll();
  if (!(identifier in all)) return;
  delete all[identifier];
  writeAll(all);
}
