// What the service worker answers the page, instead of the server's reply, when it has queued a
// request (status QUEUED_STATUS, ./submissions.ts).
import { z } from 'zod';
import { idempotencyKeySchema } from './common';

export const queuedResponseSchema = z.strictObject({
  queued: z.literal(true),
  idempotencyKey: idempotencyKeySchema,
});
export type QueuedResponse = z.infer<typeof queuedResponseSchema>;
