import { EmbeddedStore } from './embedded';
import { MongoStore } from './mongo';
import type { Store } from './types';

/** MongoDB when MONGODB_URI is set, else the embedded store in DATA_DIR. */
export function openStore(config: {
  mongodbUri: string | undefined;
  dataDir: string;
}): Promise<Store> {
  return config.mongodbUri
    ? MongoStore.connect(config.mongodbUri)
    : EmbeddedStore.open(config.dataDir);
}
