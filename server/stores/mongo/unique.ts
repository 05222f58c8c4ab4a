import { MongoServerError, type ClientSession, type Collection } from 'mongodb';
import type { InsertResult } from '../types';

const DUPLICATE_KEY = 11000;
export const WITHOUT_ID = { projection: { _id: 0 } } as const;

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

/** Inserts unless a unique index already holds the document's key. */
export async function insertUnique<T extends object>(
  collection: Collection<T>,
  document: T,
  session?: ClientSession,
): Promise<InsertResult> {
  try {
    // A copy: the driver writes an _id into the object it is given.
    await collection.insertOne({ ...document } as Parameters<Collection<T>['insertOne']>[0], {
      session,
    });
    return 'inserted';
  } catch (error) {
    if (isDuplicateKey(error)) return 'duplicate';
    throw error;
  }
}
