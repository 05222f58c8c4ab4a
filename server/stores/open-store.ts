import { MongoStore } from './mongo';
import { SqliteStore } from './sqlite';
import type { Store } from './types';

/** MongoDB when MONGODB_URI is set, else the embedded SQLite store in DATA_DIR. */
export function openStore(config: {
  mongodbUri: string | undefined;
  dataDir: string;
}): Promise<Store> {
  return config.mongodbUri
    ? MongoStore.connect(config.mongodbUri)
    : SqliteStore.open(config.dataDir);
}
