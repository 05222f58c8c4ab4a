// What the service worker answers the page, instead of the server's reply, when it has queued a
// request in the outbox (status OUTBOX_QUEUED_STATUS).
import { z } from 'zod';

export const outboxQueuedResponseSchema = z.strictObject({
  queued: z.literal(true),
  idempotencyKey: z.string().min(1).max(64),
});
export type OutboxQueuedResponse = z.infer<typeof outboxQueuedResponseSchema>;
