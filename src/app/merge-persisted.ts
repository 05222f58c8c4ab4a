// How a persisted state comes back into the store (redux-persist's `stateReconciler`). The default
// (one level) replaced each slice whole with what was stored, so a field a later release added to
// a slice was missing for everyone who had used the app before it (selectors read
// `state.x ?? initial.x` to cope). Here each slice is the new release's initial slice with the
// stored fields laid over it: a new field starts at its initial value, stored ones come back.
// Deeper changes of shape go through the versioned migrations (persisted-state.ts).

type Slices = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergePersisted<State extends Slices>(
  inbound: Slices | undefined,
  original: State,
  reduced: State,
): State {
  if (!isPlainObject(inbound)) return reduced;
  const merged: Slices = { ...reduced };
  for (const [key, stored] of Object.entries(inbound)) {
    if (key === '_persist') continue;
    // Changed while the stored state was being read (an early tap): the newer state stays.
    if (original[key] !== reduced[key]) continue;
    const current = reduced[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(stored) ? { ...current, ...stored } : stored;
  }
  return merged as State;
}
