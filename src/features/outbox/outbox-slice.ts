// What the page knows of each request in the service worker's outbox, by idempotency key.
// Persisted, so a page opened after a background replay can still say "sent".
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxKind, OutboxState, OutboxUpdate } from '../../contracts/outbox';

export interface OutboxEntry {
  kind: OutboxKind;
  state: OutboxState;
  status?: number;
  body?: unknown;
  at: number;
}

export interface OutboxSliceState {
  entries: Record<string, OutboxEntry>;
}

const initialState: OutboxSliceState = { entries: {} };

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    outboxUpdated(state, action: PayloadAction<OutboxUpdate>) {
      const { idempotencyKey, kind, state: entryState, status, body, at } = action.payload;
      const known = state.entries[idempotencyKey];
      // Messages can arrive out of order (channel and stored result); the newest wins.
      if (known && known.at > at) return;
      state.entries[idempotencyKey] = { kind, state: entryState, status, body, at };
    },
  },
  selectors: {
    selectOutboxEntries: (state) => state.entries,
    selectOutboxEntry: (state, idempotencyKey: string | undefined) =>
      idempotencyKey ? state.entries[idempotencyKey] : undefined,
  },
});

export const { outboxUpdated } = outboxSlice.actions;
export const { selectOutboxEntries, selectOutboxEntry } = outboxSlice.selectors;

export function isOutboxPending(entry: OutboxEntry | undefined): boolean {
  return entry?.state === 'waiting' || entry?.state === 'sending';
}
