// The one place the app talks to the server. Bodies are built and answers checked with the same
// contracts the server uses. Writes carry an Idempotency-Key made on the device, so a retried or
// replayed request is stored and mailed once.
import {
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
