// What a store can refuse for the whole store (a damaged record is RecordDamaged, records.ts).

/** Another process holds the data folder (the embedded store): the server does not start. */
export class StoreInUse extends Error {
  override name = 'StoreInUse';
}

/** The data file cannot be opened at all; it was left as it was: the server does not start. */
export class StoreDamaged extends Error {
  override name = 'StoreDamaged';
}

// The next two pass: the API answers 503 with Retry-After, the device keeps the save and retries.

/** The data file is damaged and open read-only: nothing can be written until it is restored. */
export class StoreReadOnly extends Error {
  override name = 'StoreReadOnly';
  constructor(readonly reason: string) {
    super(`The data file is damaged and open read-only (${reason})`);
  }
}

/** The disk (or the store's own size cap) is full: nothing was written. */
export class StoreFull extends Error {
  override name = 'StoreFull';
  readonly code = 'STORE_FULL';
  constructor() {
    super('The server is short of disk space: nothing was stored');
  }
}
