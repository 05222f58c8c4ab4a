// The previous release, built in the same run as today's, so each figure is read beside the
// release before it on the same machine under the same load: its files taken from git (the
// commit named in bench/previous-release, or BENCH_PREVIOUS), its dependencies shared when its
// lockfile is today's (else installed from its own), its app built with its own code. Its own
// bench tasks drive it: they speak its words and know its screens.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PreviousRelease {
  commit: string;
  /** Its built app (DIST_DIR for the server). */
  dist: string;
  /** Its scripts/bench/interaction-tasks.ts. */
  tasks: string;
}

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** The commit to compare with: BENCH_PREVIOUS, else the one bench/previous-release names. */
export function previousCommit(root: string): string {
  const named =
    process.env.BENCH_PREVIOUS ?? readFileSync(path.join(root, 'bench/previous-release'), 'utf8');
  return git(root, 'rev-parse', '--short', named.trim());
}

export function buildPreviousRelease(root: string): PreviousRelease {
  const commit = previousCommit(root);
  const dir = path.join(tmpdir(), `escape-plan-release-${commit}`);
  const dist = path.join(dir, 'dist');
  const built = path.join(dir, '.built');
  if (!existsSync(built)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} | tar -x -C "${dir}"`, { cwd: root, stdio: 'inherit' });
    const sameLock =
      readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
      readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (sameLock) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    else execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit' });
    execSync('npx vite build', { cwd: dir, stdio: 'inherit' });
    execSync(`touch "${built}"`);
  }
  return { commit, dist, tasks: path.join(dir, 'scripts/bench/interaction-tasks.ts') };
}
