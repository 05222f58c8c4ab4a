// Reading the parts of a request the routes need, through the shared contracts.
import type { Context } from 'koa';
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema, newIdempotencyKey } from '../../src/contracts';
import { ApiError } from './api-error';

/** Parses with a contract; the first problem becomes a 400 naming the field. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, `${where}${issue?.message ?? 'Invalid request'}`);
}

/** Set on an answer that repeats the first answer for the same idempotency key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The request's idempotency key (src/contracts/idempotency.ts), or a new one when it carries none
 * (a client that sends none gets each request stored on its own, as before).
 */
export function idempotencyKeyOf(ctx: Context): string {
  const header = ctx.get(IDEMPOTENCY_HEADER);
  if (header === '') return newIdempotencyKey();
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, `${IDEMPOTENCY_HEADER} is not valid`);
  return parsed.data;
}
