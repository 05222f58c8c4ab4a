// What a store can refuse for the whole store (a damaged record is RecordDamaged, records.ts).
// Neither is the client's fault, and both pass: the API answers 503 with Retry-After, the device
// keeps the save and sends it again later.

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
