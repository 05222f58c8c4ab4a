// "Saved on this device" is said once it is true. The store is written to IndexedDB a moment
// after each change (redux-persist), so a page that says it saved something waits for that write:
// a reload or a closed app right after the words must not lose what they promised (a drill saved
// offline and reloaded at once came back without it in CI, 2026-12).
import { createContext, useContext } from 'react';

/** Resolves once everything in the store now is written on the device. */
export type WhenSavedOnDevice = () => Promise<unknown>;

// Without a provider nothing is persisted (unit and component tests): nothing to wait for.
const SavedOnDeviceContext = createContext<WhenSavedOnDevice>(() => Promise.resolve());

/** Given by start-up: the persistor's flush, which resolves when IndexedDB has the state. */
export const SavedOnDeviceProvider = SavedOnDeviceContext.Provider;

export function useWhenSavedOnDevice(): WhenSavedOnDevice {
  return useContext(SavedOnDeviceContext);
}
