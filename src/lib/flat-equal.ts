// Props equality for memoised rows whose props are rebuilt on every render but rarely change:
// plain values by identity, flat objects by their own fields, lists of them item by item (a
// sketch read back from storage, or a list filtered afresh on each render, holds equal rooms or
// people that are not the same objects).

function sameFields(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
    return sameFields(a, b);
  }
  return false;
}

/** For React.memo: true when every prop is the same value, one level deep into lists. */
export function flatPropsEqual<P extends object>(previous: P, next: P): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) =>
    sameValue((previous as Record<string, unknown>)[key], (next as Record<string, unknown>)[key]),
  );
}
