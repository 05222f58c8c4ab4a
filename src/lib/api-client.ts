// The one place the app talks to the server. Bodies are built and answers checked with the same
// contracts the server uses. Writes carry an Idempotency-Key made on the device, so a retried or
// replayed request is stored and mailed once.
import {
  OUTBOX_QUEUED_STATUS,
  outboxQueuedResponseSchema,
  planSaveResponseSchema,
  quizEmailResponseSchema,
  savedPlanResponseSchema,
  type PlanSaveRequest,
  type PlanSaveResponse,
  type QuizEmailRequest,
  type QuizEmailResponse,
  type SavedPlanResponse,
} from '../contracts';
import type { z } from 'zod';

/** The request never reached the server (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** The server answered with an error status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}`);
  }
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

async function request(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw new NetworkError((error as Error).message);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function postJson<T>(
  path: string,
  body: unknown,
  idempotencyKey: string,
  schema: z.ZodType<T>,
): Promise<{ status: number; body: T }> {
  const response = await request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const json = await readJson(response);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, json);
  return { status: response.status, body: parsed.data };
}

export async function savePlan(
  plan: PlanSaveRequest,
  idempotencyKey: string,
): Promise<PlanSaveResponse> {
  const { status, body } = await postJson(
    '/api/v1/plan/save',
    plan,
    idempotencyKey,
    planSaveResponseSchema,
  );
  if (status >= 400) throw new ApiError(status, body);
  return body;
}

export async function getSavedPlan(identifier: string): Promise<SavedPlanResponse> {
  const response = await request(`/api/v1/plan/${encodeURIComponent(identifier)}`, {
    headers: { Accept: 'application/json' },
  });
  const json = await readJson(response);
  const parsed = savedPlanResponseSchema.safeParse(json);
  if (!response.ok || !parsed.success) throw new ApiError(response.status, json);
  return parsed.data;
}

/** `success: false` (a 4xx with the error body) is an answer, not an exception. */
export async function sendQuizEmail(
  email: QuizEmailRequest,
  idempotencyKey: string,
): Promise<QuizEmailResponse> {
  const { body } = await postJson(
    '/api/v1/quiz/email',
    email,
    idempotencyKey,
    quizEmailResponseSchema,
  );
  return body;
}

/**
 * Outcomes of a write that may wait in the service worker's outbox: the server answered, or the
 * request is stored on the device (offline or server unreachable) and will be sent later.
 */
export type Queued = { outcome: 'queued'; idempotencyKey: string };
export type PlanSubmission = { outcome: 'saved'; identifier: string } | Queued;
export type QuizEmailSubmission = { outcome: 'answered'; response: QuizEmailResponse } | Queued;

async function postThroughOutbox(
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<{ status: number; json: unknown } | Queued> {
  const response = await request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const json = await readJson(response);
  if (response.status === OUTBOX_QUEUED_STATUS) {
    const queued = outboxQueuedResponseSchema.safeParse(json);
    if (queued.success) return { outcome: 'queued', idempotencyKey: queued.data.idempotencyKey };
  }
  return { status: response.status, json };
}

/** Saves the plan, or leaves it in the outbox. Throws ApiError when the server refuses it. */
export async function submitPlan(
  plan: PlanSaveRequest,
  idempotencyKey: string,
): Promise<PlanSubmission> {
  const answer = await postThroughOutbox('/api/v1/plan/save', plan, idempotencyKey);
  if ('outcome' in answer) return answer;
  const parsed = planSaveResponseSchema.safeParse(answer.json);
  if (answer.status >= 400 || !parsed.success) throw new ApiError(answer.status, answer.json);
  return { outcome: 'saved', identifier: parsed.data.identifier };
}

/** Sends the quiz checklist, or leaves it in the outbox. `success: false` is an answer. */
export async function submitQuizEmail(
  email: QuizEmailRequest,
  idempotencyKey: string,
): Promise<QuizEmailSubmission> {
  const answer = await postThroughOutbox('/api/v1/quiz/email', email, idempotencyKey);
  if ('outcome' in answer) return answer;
  const parsed = quizEmailResponseSchema.safeParse(answer.json);
  if (!parsed.success) throw new ApiError(answer.status, answer.json);
  return { outcome: 'answered', response: parsed.data };
}
