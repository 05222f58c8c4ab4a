// Damage costs only what it touches (issue 51), tried in every table and index of the data file:
// a damaged page of an index or of the rate-limit counts is rebuilt at start (every intact plan
// served, saves taken, the damaged file kept aside); a damaged page of the plans, the mail jobs
// or the meta table leaves the file read-only, and every record a damaged index would hide is
// still found. No plan identifier reaches any log line.
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE, SqliteStore } from '../../server/stores/sqlite/store';
import { CURRENT_SCHEMA, KEPT_TABLES } from '../../server/stores/sqlite/schema';
import { newKey, planRequest } from './fixtures';
import { GENEROUS_LIMITS, memoryLogger, postJson, startApiServer } from './harness';
import { getPlan, tempDir } from './support';

const PLANS = 150;
// Room for every save from one address: the limits are not what is tried here.
const ROOMY = { ...GENEROUS_LIMITS, savesPerClient: { max: 10_000, windowMs: 60_000 } };
const template = tempDir('damage-template');
const saved: { identifier: string; readKey: string }[] = [];

beforeAll(async () => {
  const server = await startApiServer({
    dataDir: template,
    worker: false,
    rateLimits: ROOMY,
  });
  try {
    for (let index = 0; index < PLANS; index += 1) {
      const response = await postJson(
        `${server.url}/api/v1/plan/save`,
        planRequest({ email: `part-${index}@example.nz` }),
        { 'Idempotency-Key': newKey() },
      );
      expect(response.status).toBe(201);
      saved.push((await response.json()) as { identifier: string; readKey: string });
    }
  } finally {
    await server.close();
  }
}, 60_000);

/** Every table and index a data file of this release has (its schema, made in memory). */
function partsOfFile(): { name: string; type: string }[] {
  const db = new Database(':memory:');
  try {
    db.exec(CURRENT_SCHEMA);
    return db
      .prepare("SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'index')")
      .all() as { name: string; type: string }[];
  } finally {
    db.close();
  }
}

/** The leaf pages that hold one table or index in the saved file. */
function leavesOf(name: string): number[] {
  const db = new Database(path.join(template, SQLITE_FILE), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno")
      .all(name) as { pageno: number }[];
    return rows.map((row) => row.pageno);
  } finally {
    db.close();
  }
}

/** A copy of the saved folder with one of these leaf pages made nonsense, as a bad sector does. */
function folderDamagedIn(leaves: number[]): string {
  const dir = tempDir('damaged-part');
  cpSync(template, dir, { recursive: true });
  const file = path.join(dir, SQLITE_FILE);
  const bytes = readFileSync(file);
  const pageSize = bytes.readUInt16BE(16);
  const page = leaves[Math.floor(leaves.length / 2)]!;
  bytes[pageSize * (page - 1)] = 0x07; // the page's type byte
  writeFileSync(file, bytes);
  return dir;
}

describe('damage in each part of the data file', () => {
  let servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
    servers = [];
  });

  it('finds every table and index of the file to try', () => {
    const names = partsOfFile().map((part) => part.name);
    expect(names).toEqual(
      expect.arrayContaining([...KEPT_TABLES, 'limit_hits', 'plans_active', 'mail_due']),
    );
    expect(names.filter((name) => name.startsWith('sqlite_autoindex_'))).toHaveLength(5);
  });

  it.each(partsOfFile().map((part) => [part.name, part] as const))(
    'a damaged page of %s',
    async (_name, part) => {
      const leaves = leavesOf(part.name);
      expect(leaves.length).toBeGreaterThan(0);
      const dir = folderDamagedIn(leaves);
      const memory = memoryLogger();
      const store = await SqliteStore.open(dir, { logger: memory.logger });
      const server = await startApiServer({
        store,
        logger: memory.logger,
        worker: false,
        rateLimits: ROOMY,
      });
      servers.push({ close: async () => (await server.close(), await store.close()) });
      const statuses = await Promise.all(
        saved.map(async ({ identifier, readKey }) => {
          const response = await getPlan(server.url, identifier, readKey);
          return response.status;
        }),
      );
      const served = statuses.filter((status) => status === 200).length;
      const save = await postJson(`${server.url}/api/v1/plan/save`, planRequest(), {
        'Idempotency-Key': newKey(),
      });
      const rebuildable = part.type === 'index' || part.name === 'limit_hits';
      if (rebuildable) {
        // Rebuilt at start: nothing lost, saves taken, the damaged file kept aside as it was.
        expect(served).toBe(PLANS);
        expect(save.status).toBe(201);
        const kept = readdirSync(dir).filter((name) => name.includes('.damaged-'));
        expect(kept).toHaveLength(1);
        expect(statSync(path.join(dir, kept[0]!)).mode & 0o777).toBe(0o600);
        expect(memory.lines.map((line) => line.msg)).toContain(
          'data file was damaged where it can be rebuilt: rebuilt, every record kept',
        );
      } else {
        // Read-only: what the damaged page held is lost to reads, nothing else.
        expect(save.status).toBe(503);
        expect(statuses.every((status) => status === 200 || status === 500)).toBe(true);
        if (part.name === 'plans') expect(served).toBeGreaterThanOrEqual(PLANS - 12);
        else expect(served).toBe(PLANS);
      }
      const logged = JSON.stringify(memory.lines);
      expect(saved.filter(({ identifier }) => logged.includes(identifier))).toEqual([]);
    },
    30_000,
  );
});
