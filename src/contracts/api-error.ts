// The one error body of the API, for every route and status (a refused request, a rate limit, an
// unknown path, a server failure): `{ error }`, a message for people. API v1's quiz route has
// always added `success: false` to it (its success is `{ success: true }`); its clients read that,
// so it stays, defined here with the rest.
import { z } from 'zod';

const API_ERROR_MESSAGE_MAX = 500;

export const apiErrorResponseSchema = z.strictObject({
  error: z.string().max(API_ERROR_MESSAGE_MAX),
  /** API v1's quiz route only: its clients tell success from failure by this flag. */
  success: z.literal(false).optional(),
});
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;

/** The error body for a message; `successFlag` for the routes whose v1 clients read `success`. */
export function apiErrorBody(message: string, { successFlag = false } = {}): ApiErrorResponse {
  return successFlag ? { success: false, error: message } : { error: message };
}
