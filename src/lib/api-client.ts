// Reading from the server: answers are checked with the same contracts the server uses. Writes
// (plan saves, quiz emails) are submissions (src/submissions/transport.ts).
import { planPath, savedPlanResponseSchema, type SavedPlanResponse } from '../contracts';

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

export async function getSavedPlan(identifier: string): Promise<SavedPlanResponse> {
  const response = await request(planPath(identifier), {
    headers: { Accept: 'application/json' },
  });
  const json = await readJson(response);
  const parsed = savedPlanResponseSchema.safeParse(json);
  if (!response.ok || !parsed.success) throw new ApiError(response.status, json);
  return parsed.data;
}
