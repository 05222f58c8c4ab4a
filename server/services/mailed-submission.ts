// The one path of a submission that mails (a plan save, a checklist email), whatever it stores:
// - an address that cannot receive mail is refused first (422);
// - a replay of its idempotency key is answered as the first request was (the same request), or
//   refused (a different request under that key, 422), before anything is counted;
// - a new one needs room among the mail jobs (503 otherwise, nothing stored or counted), then
//   its own limits and its write (the kind's `create`); a race lost on the key is a replay.
// The mail job itself is made by MailQueue.jobOf, its key by mailKey: once for every kind.
import { mailKey } from '../stores/types';
import { RequestRejected } from './errors';
import { requestHash } from './identifiers';
import type { MailQueue } from './mail-queue';
import { isUndeliverableAddress } from './recipient';

export const IDEMPOTENCY_CONFLICT = 'The Idempotency-Key was already used for a different request';

/** What `create` answers when another request with the same key was stored first. */
export const KEY_TAKEN = Symbol('key taken');

export { mailKey };

export interface MailedSubmission<Stored extends { requestHash: string }, Answer> {
  /** The parsed request, hashed to tell a replay from a different request under its key. */
  request: { email: string };
  /** What was stored under this submission's key, if anything. */
  find(): Promise<Stored | null>;
  /** The answer to a replay of the same request. */
  replay(stored: Stored): Promise<Answer>;
  /** Counts the limits and stores the new submission (hash: its request's). */
  create(hash: string): Promise<Answer | typeof KEY_TAKEN>;
}

export class MailedSubmissions {
  constructor(readonly mail: MailQueue) {}

  async submit<Stored extends { requestHash: string }, Answer>(
    submission: MailedSubmission<Stored, Answer>,
  ): Promise<Answer> {
    if (isUndeliverableAddress(submission.request.email)) {
      throw new RequestRejected('undeliverable', 'email: this address cannot receive mail');
    }
    const hash = requestHash(submission.request);
    const replay = (stored: Stored) => {
      if (stored.requestHash !== hash) {
        throw new RequestRejected('idempotency-conflict', IDEMPOTENCY_CONFLICT);
      }
      return submission.replay(stored);
    };
    const existing = await submission.find();
    if (existing) return replay(existing);
    await this.mail.assertWritable();
    await this.mail.assertRoom();
    const created = await submission.create(hash);
    if (created !== KEY_TAKEN) return created;
    const winner = await submission.find();
    if (!winner) throw new Error('The stored submission of a taken key is missing');
    return replay(winner);
  }
}
