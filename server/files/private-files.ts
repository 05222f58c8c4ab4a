// The data folder and the mail folder are the server's alone: while mail waits the data file
// holds names, addresses and plan keys, and a written message holds them too. Each folder is made
// 0700 and its files 0600 whatever the umask (SQLite makes its files under the process umask:
// index.ts sets 077 too), and a looser folder or file found at start is tightened, and said, or
// named in the log when it cannot be.
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What was found looser than the server's own, and what became of it. */
export interface LooseFile {
  path: string;
  /** The mode found, in octal ("755"). */
  was: string;
  /** Tightened to 700/600, or left (not ours to change) with the reason. */
  tightened: boolean;
  reason?: string;
}

const octal = (mode: number) => (mode & 0o777).toString(8);

function tighten(file: string, wanted: number, found: LooseFile[]): void {
  const mode = statSync(file).mode;
  if ((mode & 0o777 & ~wanted) === 0) return;
  try {
    chmodSync(file, wanted);
    found.push({ path: file, was: octal(mode), tightened: true });
  } catch (error) {
    found.push({ path: file, was: octal(mode), tightened: false, reason: String(error) });
  }
}

/** Makes `dir` (0700) if missing; tightens it and the store's files in it (`prefix*`). */
export function keepPrivate(dir: string, prefix: string): LooseFile[] {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const found: LooseFile[] = [];
  tighten(dir, PRIVATE_DIR_MODE, found);
  for (const name of readdirSync(dir)) {
    if (name.startsWith(prefix)) tighten(path.join(dir, name), PRIVATE_FILE_MODE, found);
  }
  return found;
}

/** A file the store has just written (a backup): the server's alone. */
export function makePrivate(file: string): void {
  if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}

/** Syncs a file, or a folder after a rename in it, to disk. */
export function syncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Says what was found looser than the server's own: tightened (warn), or what to do (error). */
export function logLooseFiles(
  logger: Logger,
  found: readonly LooseFile[],
  { folder, setting }: { folder: string; setting: string },
): void {
  for (const loose of found) {
    if (loose.tightened) {
      logger.warn(`${folder} was readable by others: tightened`, {
        path: loose.path,
        was: loose.was,
      });
    } else {
      logger.error(`${folder} is readable by others and could not be tightened`, {
        path: loose.path,
        was: loose.was,
        reason: loose.reason,
        action: `make ${setting} 0700 and its files 0600, owned by the server`,
      });
    }
  }
}
