import type { Logger } from '../log';
import { MongoStore } from './mongo/store';
import { SqliteStore } from './sqlite/store';
import type { Store } from './types';

/** MongoDB when MONGODB_URI is set, else the embedded SQLite store in DATA_DIR. */
export function openStore(config: {
  mongodbUri: string | undefined;
  dataDir: string;
  logger?: Logger;
}): Promise<Store> {
  return config.mongodbUri
    ? MongoStore.connect(config.mongodbUri)
    : SqliteStore.open(config.dataDir, {
        logger: config.logger,
      });
}
