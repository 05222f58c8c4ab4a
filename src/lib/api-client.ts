// Reading from the server: answers are checked with the same contracts the server uses. Writes
// (plan saves, quiz emails) are submissions (src/submissions/transport.ts).
import {
  PLAN_READ_KEY_HEADER,
  planPath,
  savedPlanResponseSchema,
  type SavedPlanResponse,
} from '../contracts';

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

/** fetch, with a failure to reach the server as a NetworkError. */
export async function request(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw new NetworkError((error as Error).message);
  }
}

/** The answer's JSON body, or null when it has none. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A saved plan; a plan saved with owner keys opens only with the read key its link carries. */
export async function getSavedPlan(
  identifier: string,
  readKey: string | null,
): Promise<SavedPlanResponse> {
  const response = await request(planPath(identifier), {
    headers: {
      Accept: 'application/json',
      ...(readKey ? { [PLAN_READ_KEY_HEADER]: readKey } : {}),
    },
    // Always asked of the server: a plan changed since must never come from a cache.
    cache: 'no-store',
  });
  const json = await readJson(response);
  const parsed = savedPlanResponseSchema.safeParse(json);
  if (!response.ok || !parsed.success) throw new ApiError(response.status, json);
  return parsed.data;
}
