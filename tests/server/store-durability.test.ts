// The embedded store as an operator meets it, through the real server process and real files
//: a clean stop leaves one complete file; SIGKILL under load loses no acknowledged
// save; damaged bytes in a record or a queued mail never crash the server nor pass silently; an
// online backup restores without sending again what was sent; an older file (of either earlier
// layout: WAL mode with its log, or version 1) is migrated and a newer one refused.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { newKey, planRequest } from './fixtures';
import { postJson } from './harness';
import { exitOf, runServer, startServerProcess, type ServerProcess } from './process';
import { deadSmtpPort, startSmtp, type TestSmtp } from './smtp';
import { SHELL_HTML, tempDir, waitUntil, getPlan } from './support';
import { checksumOf } from '../../server/stores/records';
import { SQLITE_FILE } from '../../server/stores/sqlite/store';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** One test client saves (and mails one address) far more than a household would. */
const MANY_SAVES = {
  RATE_LIMIT_CLIENT_SAVES_MAX: '100000',
  RATE_LIMIT_CLIENT_MAX: '100000',
  RATE_LIMIT_RECIPIENT_MAX: '100000',
};
const running: (ServerProcess | TestSmtp)[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()?.stop();
});

/** A folder laid out like the project after `npm run build`, with its data folder. */
function projectFolder(): { cwd: string; data: string; file: string } {
  const cwd = tempDir('durable');
  mkdirSync(path.join(cwd, 'dist'));
  writeFileSync(path.join(cwd, 'dist', 'index.html'), SHELL_HTML);
  const data = path.join(cwd, 'data');
  return { cwd, data, file: path.join(data, 'escape-plan.sqlite') };
}

async function start(cwd: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(env, cwd);
  running.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<number | null> {
  running.splice(running.indexOf(server), 1);
  return server.stop();
}

async function save(url: string, email = 'aroha@example.nz'): Promise<string> {
  const response = await postJson(`${url}/api/v1/plan/save`, planRequest({ email }), {
    'Idempotency-Key': newKey(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { identifier: string }).identifier;
}

async function status(url: string, identifier: string): Promise<number> {
  return (await getPlan(url, identifier)).status;
}

/** Overwrites `length` bytes at `offset` with a pattern no JSON or page contains. */
function damage(file: string, offset: number, length = 64): void {
  const bytes = readFileSync(file);
  for (let index = 0; index < length; index += 1) bytes[offset + index] = 0xc3 ^ (index & 0x0f);
  writeFileSync(file, bytes);
}

/** The offset of the middle of `text`'s last copy in the file (the live version of a record). */
function offsetOf(file: string, text: string): number {
  const at = readFileSync(file).lastIndexOf(Buffer.from(text));
  expect(at).toBeGreaterThan(0);
  return at;
}

// Each test starts real server processes (Node and tsx) several times: generous on a busy machine.
describe('the embedded store through the server process', { timeout: 60_000 }, () => {
  it('leaves one complete file after SIGTERM: the file copied alone serves every plan', async () => {
    const { cwd, data, file } = projectFolder();
    const server = await start(cwd);
    const identifiers = await Promise.all(Array.from({ length: 20 }, () => save(server.url)));
    expect(await stop(server)).toBe(0);
    expect(readdirSync(data).filter((name) => name.startsWith(SQLITE_FILE))).toEqual([SQLITE_FILE]);

    const moved = projectFolder();
    mkdirSync(moved.data);
    copyFileSync(file, moved.file);
    const again = await start(moved.cwd);
    for (const identifier of identifiers) expect(await status(again.url, identifier)).toBe(200);
    expect(statSync(moved.file).size).toBeGreaterThan(20 * 1024);
    expect(data).not.toBe(moved.data);
  });

  it.each(['SIGKILL', 'SIGTERM'] as const)(
    'keeps every acknowledged save through %s under load',
    async (signal) => {
      const { cwd } = projectFolder();
      const child = runServer({ PORT: '0', HOST: '127.0.0.1', ...MANY_SAVES }, cwd);
      const exited = exitOf(child);
      const url = await new Promise<string>((resolve) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          const found = /"url":"(http:[^"]+)"/.exec(chunk.toString());
          if (found) resolve(found[1]!);
        });
      });
      const acknowledged: string[] = [];
      let killed = false;
      const clients = Array.from({ length: 8 }, async () => {
        while (!killed) {
          try {
            const response = await postJson(`${url}/api/v1/plan/save`, planRequest(), {
              'Idempotency-Key': newKey(),
            });
            if (response.status === 201) {
              acknowledged.push(((await response.json()) as { identifier: string }).identifier);
            }
          } catch {
            return; // the connection died with the server
          }
        }
      });
      await waitUntil(() => acknowledged.length >= 150, '150 saves');
      child.kill(signal);
      killed = true;
      await Promise.all(clients);
      await exited;

      const server = await start(cwd);
      const missing = [];
      for (const identifier of acknowledged) {
        if ((await status(server.url, identifier)) !== 200) missing.push(identifier);
      }
      expect(missing).toEqual([]);
    },
  );

  it('answers a damaged plan with a clear error for it alone, and stays up', async () => {
    const { cwd, file } = projectFolder();
    const first = await start(cwd);
    const identifiers = [];
    for (let index = 0; index < 30; index += 1) identifiers.push(await save(first.url));
    await stop(first);
    const victim = identifiers[12]!;
    // 64 bytes inside the victim's record, past its identifier.
    damage(file, offsetOf(file, `"identifier":"${victim}"`) + 120);

    const server = await start(cwd);
    for (let round = 0; round < 3; round += 1) {
      const response = await getPlan(server.url, victim);
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: string }).error).toContain('damaged');
    }
    for (const identifier of identifiers) {
      if (identifier !== victim) expect(await status(server.url, identifier)).toBe(200);
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const reported = server.logs.filter((entry) => entry.msg === 'damaged record');
    expect(reported).toEqual([
      expect.objectContaining({ table: 'plans', problem: expect.any(String) }),
    ]);
    // No identifier in any log line (issue 51): the damaged-record count tells operators.
    expect(JSON.stringify(server.logs)).not.toContain(victim);
  });

  it('sets a damaged queued mail aside and sends the others, once, without crashing', async () => {
    const { cwd, file } = projectFolder();
    const first = await start(cwd, { SMTP_URL: `smtp://127.0.0.1:${await deadSmtpPort()}` });
    const emails = ['m0', 'm1', 'm2', 'm3', 'm4'].map((name) => `${name}@example.nz`);
    for (const email of emails) await save(first.url, email);
    await stop(first);
    damage(file, offsetOf(file, '"to":"m2@example.nz"') - 40);

    const smtp = await startSmtp();
    running.push(smtp);
    const server = await start(cwd, { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '50' });
    await waitUntil(
      () => server.logs.filter((entry) => entry.msg === 'mail sent').length >= 4,
      'the four whole messages marked sent',
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBeLessThan(500);
    expect(server.logs.filter((entry) => entry.msg === 'damaged record')).toEqual([
      expect.objectContaining({ table: 'mail' }),
    ]);
    // Stopped, the worker can send nothing more: what the SMTP server holds now is all it got.
    expect(await stop(server)).toBe(0);
    expect(smtp.messages.map((message) => message.envelopeTo[0]).sort()).toEqual(
      emails.filter((email) => email !== 'm2@example.nz'),
    );
    const db = new Database(file, { readonly: true });
    const statuses = db.prepare('SELECT status, count(*) AS n FROM mail GROUP BY status').all();
    db.close();
    expect(statuses).toEqual(
      expect.arrayContaining([
        { status: 'sent', n: 4 },
        { status: 'set-aside', n: 1 },
      ]),
    );
  });

  it('opens a file of the earlier release in WAL mode with its log, loses none of it, and leaves one file', async () => {
    const { cwd, data, file } = projectFolder();
    const server = await start(cwd);
    const identifiers = [];
    for (let index = 0; index < 10; index += 1) identifiers.push(await save(server.url));
    await stop(server);
    // As the earlier release left a folder after a crash: WAL mode, the latest saves in the log.
    const earlier = new Database(file);
    earlier.pragma('journal_mode = WAL');
    earlier.pragma('wal_autocheckpoint = 0');
    const moved = projectFolder();
    mkdirSync(moved.data);
    const inLog = 'InTheLogInTheLogInTheL';
    const { answers, language } = planRequest();
    const record = {
      identifier: inLog,
      idempotencyKey: 'in-log',
      requestHash: 'h',
      answers,
      language,
      // Recent: a plan unused for the retention period (24 months) is removed at start.
      createdAt: Date.now(),
    };
    const json = JSON.stringify(record);
    earlier
      .prepare(
        `INSERT INTO plans (identifier, idempotency_key, record, checksum, active_at)
           VALUES (?, ?, ?, ?, ?)`,
      )
      .run(inLog, 'in-log', json, checksumOf(json), record.createdAt);
    // Copied while the log is open and not yet folded in: the data file alone lacks the last save.
    copyFileSync(file, moved.file);
    copyFileSync(`${file}-wal`, `${moved.file}-wal`);
    earlier.close();
    expect(data).not.toBe(moved.data);

    const again = await start(moved.cwd);
    for (const identifier of [...identifiers, inLog]) {
      expect(await status(again.url, identifier)).toBe(200);
    }
    expect(await stop(again)).toBe(0);
    expect(readdirSync(moved.data).filter((name) => name.startsWith(SQLITE_FILE))).toEqual([
      SQLITE_FILE,
    ]);
  });

  it('writes an online backup while saves go on; the copy restores into an empty folder', async () => {
    const { cwd, data } = projectFolder();
    const server = await start(cwd, MANY_SAVES);
    const before = [];
    for (let index = 0; index < 20; index += 1) before.push(await save(server.url));
    let saving = true;
    const during = (async () => {
      while (saving) await save(server.url);
    })();
    const backup = path.join(tempDir('backup'), 'copy.sqlite');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup.ts', backup], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: data },
    });
    const { code, stderr } = await exitOf(child);
    saving = false;
    await during;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // The file asked for and nothing else beside it.
    expect(readdirSync(path.dirname(backup))).toEqual(['copy.sqlite']);

    const restored = projectFolder();
    mkdirSync(restored.data);
    copyFileSync(backup, restored.file);
    const again = await start(restored.cwd);
    for (const identifier of before) expect(await status(again.url, identifier)).toBe(200);
  });

  it('does not send again from a restored backup what the old server may have sent since', async () => {
    const { cwd, data } = projectFolder();
    const smtp = await startSmtp();
    running.push(smtp);
    // The mail waits (SMTP down) when the backup is made, and goes out after it.
    const dead = await deadSmtpPort();
    const first = await start(cwd, { SMTP_URL: `smtp://127.0.0.1:${dead}` });
    await save(first.url, 'before-backup@example.nz');
    const backup = path.join(tempDir('backup'), 'copy.sqlite');
    const { code } = await exitOf(
      spawn(process.execPath, ['--import', 'tsx', 'server/backup.ts', backup], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: data },
      }),
    );
    expect(code).toBe(0);
    await stop(first);
    const sender = await start(cwd, { SMTP_URL: smtp.url });
    await waitUntil(() => smtp.messages.length === 1, 'the waiting mail to go out');
    await stop(sender);

    // The disk is lost; the backup is restored and started.
    const restored = projectFolder();
    mkdirSync(restored.data);
    copyFileSync(backup, restored.file);
    const again = await start(restored.cwd, { SMTP_URL: smtp.url });
    expect(again.logs).toContainEqual(
      expect.objectContaining({
        msg: 'started from a backup: its waiting mail is set aside, not sent',
        mailSetAside: 1,
      }),
    );
    const identifier = await save(again.url, 'after-restore@example.nz');
    await waitUntil(() => smtp.messages.length === 2, 'the new save’s mail');
    expect(await status(again.url, identifier)).toBe(200);
    expect(await stop(again)).toBe(0);
    expect(smtp.messages.map((message) => message.envelopeTo[0])).toEqual([
      'before-backup@example.nz',
      'after-restore@example.nz',
    ]);
    // What was set aside keeps nothing personal: the restored folder holds no trace of the
    // address it waited for, byte by byte (the file and anything beside it).
    for (const name of readdirSync(restored.data)) {
      const bytes = readFileSync(path.join(restored.data, name));
      expect(bytes.includes(Buffer.from('before-backup@example.nz')), name).toBe(false);
    }
    // A second start is an ordinary one.
    const later = await start(restored.cwd, { SMTP_URL: smtp.url });
    expect(later.logs.map((entry) => entry.msg)).not.toContain(
      'started from a backup: its waiting mail is set aside, not sent',
    );
  });

  it('serves from a data folder too long for a control socket, saying backups then need it stopped', async () => {
    const { cwd } = projectFolder();
    const data = path.join(
      cwd,
      'a-data-folder-whose-path-is-longer-than-a-unix-socket-allows'.repeat(2),
    );
    const server = await start(cwd, { DATA_DIR: data });
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        msg: 'control socket unavailable: npm run backup needs the server stopped',
      }),
    );
    const identifier = await save(server.url);
    expect(await status(server.url, identifier)).toBe(200);
  });

  it('migrates a file of the previous version at start, and refuses one of a newer version', async () => {
    const { cwd, file } = projectFolder();
    mkdirSync(path.dirname(file));
    // Version 1 (the libsql store): no checksums, no limit table, user_version left at 0.
    const old = new Database(file);
    old.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      CREATE TABLE plans (identifier TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE,
        record TEXT NOT NULL) STRICT;
      CREATE TABLE mail (id TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL, next_attempt_at INTEGER, lease_until INTEGER,
        created_at INTEGER NOT NULL, record TEXT NOT NULL) STRICT;
      CREATE INDEX mail_due ON mail (status, next_attempt_at);
      INSERT INTO meta VALUES ('nedb-import', '{}');`);
    const identifier = 'OldPlanOldPlanOldPlan1';
    const { answers, language } = planRequest();
    const record = {
      identifier,
      idempotencyKey: 'old',
      requestHash: 'h',
      answers,
      language,
      // Recent: a plan unused for the retention period (24 months) is removed at start.
      createdAt: Date.now(),
    };
    old
      .prepare('INSERT INTO plans VALUES (?, ?, ?)')
      .run(identifier, 'old', JSON.stringify(record));
    // Two mail jobs: one whose kind only its record tells (its key says otherwise), one whose
    // record cannot be read.
    const job = { id: 'm1', kind: 'quiz', status: 'sent', createdAt: Date.now() };
    const insertJob = old.prepare('INSERT INTO mail VALUES (?, ?, ?, NULL, NULL, ?, ?)');
    insertJob.run('m1', 'plan:looks-like-a-plan', 'sent', job.createdAt, JSON.stringify(job));
    insertJob.run('m2', 'quiz:damaged', 'sent', job.createdAt, '{"id":"m2","ki');
    old.close();

    const server = await start(cwd);
    expect(await status(server.url, identifier)).toBe(200);
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: 'data file migrated', from: 1 }),
    );
    await stop(server);
    const migrated = new Database(file, { readonly: true });
    expect(migrated.pragma('user_version', { simple: true })).toBe(5);
    // Version 5: each job's kind from its own record; none known for one that cannot be read.
    expect(migrated.prepare('SELECT id, kind FROM mail ORDER BY id').all()).toEqual([
      { id: 'm1', kind: 'quiz' },
      { id: 'm2', kind: '' },
    ]);
    // Version 3: when a plan was last in use, from when it was saved (the retention sweep's).
    expect(migrated.prepare('SELECT active_at FROM plans').get()).toEqual({
      active_at: record.createdAt,
    });
    migrated.close();
    // Once: the next start finds nothing to migrate and says nothing of it.
    const current = await start(cwd);
    expect(current.logs.map((entry) => entry.msg)).not.toContain('data file migrated');
    await stop(current);

    const newer = new Database(file);
    newer.pragma('user_version = 6');
    newer.close();
    const bytes = readFileSync(file);
    const refused = await exitOf(runServer({ PORT: '0' }, cwd));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The data file ${file} has version 6`);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('on a disk that fills up answers 201 only for what is stored, and stores nothing it refused', async (context) => {
    const { cwd, data } = projectFolder();
    mkdirSync(data);
    if (!mountTmpfs(data, '1m')) {
      console.info('Full-disk test skipped: this machine does not let the tests mount a tmpfs.');
      return context.skip();
    }
    try {
      const server = await start(cwd, MANY_SAVES);
      const stored: string[] = [];
      let refused: Response | null = null;
      for (let index = 0; index < 3000 && !refused; index += 1) {
        const response = await postJson(`${server.url}/api/v1/plan/save`, planRequest(), {
          'Idempotency-Key': `full-${index}-${newKey()}`,
        });
        if (response.status === 201) {
          stored.push(((await response.json()) as { identifier: string }).identifier);
        } else refused = response;
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get('Retry-After')).not.toBeNull();
      expect(stored.length).toBeGreaterThan(10);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
      for (const identifier of stored) expect(await status(server.url, identifier)).toBe(200);
      const stopped = await stop(server);
      // The folder holds exactly the 201s: moved
      // to a disk with room, a server serves each of them and has no other plan or email.
      const moved = projectFolder();
      cpSync(data, moved.data, { recursive: true });
      const again = await start(moved.cwd);
      for (const identifier of stored) expect(await status(again.url, identifier)).toBe(200);
      await stop(again);
      const db = new Database(moved.file, { readonly: true });
      const { plans } = db.prepare('SELECT count(*) AS plans FROM plans').get() as {
        plans: number;
      };
      const { jobs } = db.prepare('SELECT count(*) AS jobs FROM mail').get() as { jobs: number };
      db.close();
      expect({ plans, jobs }).toEqual({ plans: stored.length, jobs: stored.length });
      expect([0, 1]).toContain(stopped);
    } finally {
      execFileSync('umount', ['-l', data]);
    }
  });
});

/** Mounts a tmpfs of `size` on `dir`; false where the machine does not allow it. */
function mountTmpfs(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
