// Posts one submission. Through the service worker, where one runs: it answers QUEUED_STATUS when
// it kept the request for later (offline, server down), and replays it under the same idempotency
// key, so the server stores and mails it once.
import {
  IDEMPOTENCY_HEADER,
  QUEUED_STATUS,
  apiErrorResponseSchema,
  queuedResponseSchema,
} from '../contracts';
import { NetworkError, readJson, request } from '../lib/api-client';
import { failureOf, type SubmissionStatus } from './submission';

/** A kind's reading of a successful answer: its result, or null when the answer is not a success. */
export type AcceptAnswer = (status: number, body: unknown) => { result: unknown } | null;

/** Where and how a submission goes: a save is a POST; a change a PUT, a delete a DELETE. */
export interface SubmissionTarget {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Further headers (a plan's owner key). */
  headers?: Record<string, string>;
  /** The JSON body; none for a DELETE. */
  body?: unknown;
}

export async function postSubmission(
  target: SubmissionTarget,
  idempotencyKey: string,
  accept: AcceptAnswer,
): Promise<SubmissionStatus> {
  let response: Response;
  try {
    response = await request(target.path, {
      method: target.method,
      headers: {
        ...(target.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...target.headers,
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      },
      ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    });
  } catch (error) {
    if (error instanceof NetworkError) return { state: 'failed', failure: { reason: 'network' } };
    throw error;
  }
  const json = await readJson(response);
  if (response.status === QUEUED_STATUS && queuedResponseSchema.safeParse(json).success) {
    return { state: 'queued' };
  }
  const accepted = accept(response.status, json);
  if (accepted) return { state: 'sent', result: accepted.result };
  // A 2xx that is not a readable success is the server's fault, not the visitor's.
  const status = response.ok ? 500 : response.status;
  const failure = failureOf(status, response.headers.get('Retry-After'));
  // The server's reason ('email: this address cannot receive mail') tells which field it refused.
  const refusal = apiErrorResponseSchema.safeParse(json);
  if (failure.reason === 'invalid' && refusal.success) {
    return { state: 'failed', failure: { ...failure, message: refusal.data.error.slice(0, 200) } };
  }
  return { state: 'failed', failure };
}
