// redux-persist storage on IndexedDB (through idb): answers survive reloads, closed tabs and
// offline restarts, and IndexedDB is far less likely than localStorage to be cleared on mobile.
import { openDB, type IDBPDatabase } from 'idb';

const DATABASE_NAME = 'escape-plan';
const STORE_NAME = 'persisted-state';

export interface PersistStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export function createIdbStorage(databaseName = DATABASE_NAME): PersistStorage {
  let database: Promise<IDBPDatabase> | null = null;
  const open = () =>
    (database ??= openDB(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore(STORE_NAME);
      },
    }));
  return {
    async getItem(key) {
      const value: unknown = await (await open()).get(STORE_NAME, key);
      return typeof value === 'string' ? value : null;
    },
    async setItem(key, value) {
      await (await open()).put(STORE_NAME, value, key);
    },
    async removeItem(key) {
      await (await open()).delete(STORE_NAME, key);
    },
  };
}
