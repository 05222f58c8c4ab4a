// The durable writes of a plan save alone, on the embedded store: the plan and its outbox message
// inserted through SqliteStore, several saves to a turn of the event loop (so they share a group
// commit, as concurrent requests do), into a file that already holds many plans. No HTTP, no
// validation, no email. This is a floor for the save route: its server CPU per request can never
// be lower than this (npm run bench:server prints it beside the route's figures).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  randomIdentifier,
  requestHash,
  timeOrderedIdentifier,
} from '../../server/services/identifiers';
import { SqliteStore } from '../../server/stores/sqlite';
import type { MailRecord, PlanRecord } from '../../server/stores/types';
import { planRequest } from '../server/fixtures';

export interface StoreWritesResult {
  saves: number;
  /** Saves in the file before the measured ones (index pages then sit at random places). */
  savesBefore: number;
  perGroup: number;
  cpuMicrosPerSave: number;
}

const request = planRequest({ name: 'Bench Mark', email: 'bench@example.nz' });
const hash = requestHash(request);

function records(now: number): { plan: PlanRecord; mail: MailRecord } {
  const key = randomIdentifier();
  const plan: PlanRecord = {
    identifier: randomIdentifier(),
    idempotencyKey: key,
    requestHash: hash,
    answers: request.answers,
    language: request.language,
    createdAt: now,
  };
  const mail: MailRecord = {
    id: timeOrderedIdentifier(now),
    idempotencyKey: `plan:${key}`,
    requestHash: hash,
    language: request.language,
    to: request.email,
    kind: 'plan',
    payload: { identifier: plan.identifier, name: request.name, answers: request.answers },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    leaseOwner: null,
    sentAt: null,
    createdAt: now,
    lastError: null,
  };
  return { plan, mail };
}

async function saveGroups(store: SqliteStore, saves: number, perGroup: number): Promise<void> {
  for (let done = 0; done < saves; done += perGroup) {
    const now = Date.now();
    await Promise.all(
      Array.from({ length: perGroup }, async () => {
        const { plan, mail } = records(now);
        await Promise.all([store.insertPlan(plan), store.enqueueMail(mail)]);
      }),
    );
  }
}

export async function measureStoreWrites({
  saves = 20_000,
  savesBefore = 40_000,
  perGroup = 6,
} = {}): Promise<StoreWritesResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'escape-plan-store-bench-'));
  try {
    const store = await SqliteStore.open(dir);
    try {
      await saveGroups(store, savesBefore, perGroup);
      const before = process.cpuUsage();
      await saveGroups(store, saves, perGroup);
      const used = process.cpuUsage(before);
      return {
        saves,
        savesBefore,
        perGroup,
        cpuMicrosPerSave: Math.round((used.user + used.system) / saves),
      };
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
