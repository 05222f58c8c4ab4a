// The persisted store's storage in memory, standing in for IndexedDB in unit tests.
import type { PersistStorage } from '../../../src/lib/idb-storage';

export function memoryStorage(): PersistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
  };
}
