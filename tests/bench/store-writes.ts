// The durable writes of a plan save alone, on the embedded store: the plan and its mail job
// inserted through SqliteStore in one transaction (synced to disk as a save's is), several saves
// started together as concurrent requests are, into a file that already holds many plans. No
// HTTP, no validation, no email. This is a floor for the save route: its server CPU per request
// can never be lower than this (npm run bench:server prints it beside the route's figures).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../../server/clock';
import { randomIdentifier, requestHash } from '../../server/services/identifiers';
import { MailQueue } from '../../server/services/mail-queue';
import { SqliteStore } from '../../server/stores/sqlite/store';
import type { SealedPlanRecord } from '../../server/stores/types';
import { keyHash, sealPlan } from '../../server/services/plan-seal';
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

// Sealed as the service seals a save: the same bytes on disk as a real save.
function plan(now: number): SealedPlanRecord {
  const identifier = randomIdentifier();
  const { answers, language } = request;
  return {
    state: 'sealed',
    identifier,
    idempotencyKey: randomIdentifier(),
    requestHash: hash,
    createdAt: now,
    updatedAt: now,
    revision: 1,
    sealed: sealPlan({ answers, language }, randomIdentifier(), identifier),
    ownerKeyHash: keyHash(randomIdentifier()),
    changes: [],
  };
}

/** Saves `saves` plans and their messages, `perGroup` of them in each turn of the event loop. */
async function saveGroups(store: SqliteStore, saves: number, perGroup: number): Promise<void> {
  const mail = new MailQueue(store.mailJobs, systemClock);
  for (let done = 0; done < saves; done += perGroup) {
    const now = Date.now();
    await Promise.all(
      Array.from({ length: perGroup }, async () => {
        const saved = plan(now);
        const job = mail.jobOf({
          idempotencyKey: `plan:${saved.idempotencyKey}`,
          requestHash: hash,
          language: request.language,
          to: request.email,
          mail: {
            kind: 'plan',
            payload: { identifier: saved.identifier, name: request.name, answers: request.answers },
          },
        });
        await store.plans.insert(saved, job);
      }),
    );
  }
}

export async function measureStoreWrites({
  saves = 5_000,
  savesBefore = 20_000,
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
