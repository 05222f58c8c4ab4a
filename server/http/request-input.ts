// Reading the parts of a request the routes need, through the shared contracts.
import type { Context } from 'koa';
import type { z } from 'zod';
import { idempotencyKeySchema } from '../../src/contracts';
import { serverIdempotencyKey } from '../services/identifiers';
import { ApiError } from './api-error';

/** Parses with a contract; the first problem becomes a 400 naming the field. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, `${where}${issue?.message ?? 'Invalid request'}`);
}

/** The Idempotency-Key header, or a fresh server-made key when there is none. */
export function idempotencyKeyOf(ctx: Context): string {
  const header = ctx.get('Idempotency-Key');
  if (header === '') return serverIdempotencyKey();
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, 'Idempotency-Key is not valid');
  return parsed.data;
}
