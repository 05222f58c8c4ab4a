// A stored record is JSON with a checksum beside it. Reading one back checks the checksum and
// that the record is the row's own (its key inside equals the key column): a flipped byte
// anywhere in the row is found and reported for that record alone, never served as if whole.
import { createHash } from 'node:crypto';

/** A stored record cannot be read back as it was written. */
export class RecordDamaged extends Error {
  override name = 'RecordDamaged';
  constructor(
    readonly table: string,
    /** The row's key as stored (it may itself be what is damaged). */
    readonly key: string,
    readonly problem: string,
  ) {
    super(`The stored ${table} record ${key} is damaged: ${problem}`);
  }
}

export function checksumOf(json: string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 22);
}

export function encodeRecord(record: object): { json: string; checksum: string } {
  const json = JSON.stringify(record);
  return { json, checksum: checksumOf(json) };
}

/**
 * The record of a row, checked: the checksum matches, the JSON parses to an object and its
 * `keyField` equals the row's key column. Throws RecordDamaged otherwise.
 */
export function decodeRecord<T>(
  table: string,
  row: { key: unknown; json: unknown; checksum: unknown },
  keyField: string,
): T {
  const key = typeof row.key === 'string' ? row.key : String(row.key);
  if (typeof row.json !== 'string') throw new RecordDamaged(table, key, 'the record is not text');
  if (row.checksum !== checksumOf(row.json)) {
    throw new RecordDamaged(table, key, 'its checksum does not match');
  }
  let record: unknown;
  try {
    record = JSON.parse(row.json);
  } catch {
    throw new RecordDamaged(table, key, 'the record is not valid JSON');
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new RecordDamaged(table, key, 'the record is not an object');
  }
  if ((record as Record<string, unknown>)[keyField] !== key) {
    throw new RecordDamaged(table, key, `its ${keyField} does not match the row`);
  }
  return record as T;
}
