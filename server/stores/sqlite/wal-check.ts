// Reads SQLite's write-ahead log before SQLite does, to find what SQLite would silently drop.
// SQLite replays the log's frames up to the first frame whose salt or checksum is wrong and
// ignores everything after it, with no error: a damaged byte in the middle of the log would lose
// every change committed after it. This check finds the commits SQLite would keep and those it
// would drop (frames of the same log generation, after the break, that end a transaction), so the
// store can refuse to start instead of serving a past without them.
// Format: https://www.sqlite.org/fileformat2.html#walformat (32-byte header, then frames of a
// 24-byte header and one page; checksums chained over both, salts copied from the header).
import { closeSync, openSync, readSync, statSync } from 'node:fs';

const HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;
const MAGIC_LITTLE = 0x377f0682;
const MAGIC_BIG = 0x377f0683;

export interface WalReport {
  /** Transactions SQLite will replay. */
  keptCommits: number;
  /** Transactions written after the break that SQLite would drop: committed changes lost. */
  lostCommits: number;
  /** Where SQLite stops reading (byte offset), when it stops before the end of the file. */
  breakAt: number | null;
}

function checksum(
  bytes: Buffer,
  start: number,
  end: number,
  bigEndian: boolean,
  seed: [number, number],
): [number, number] {
  let [s0, s1] = seed;
  for (let i = start; i < end; i += 8) {
    const x0 = bigEndian ? bytes.readUInt32BE(i) : bytes.readUInt32LE(i);
    const x1 = bigEndian ? bytes.readUInt32BE(i + 4) : bytes.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

/** The log's state; null when there is no log or it is empty (nothing to replay). */
export function checkWal(file: string): WalReport | null {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return null;
  }
  if (size < HEADER_BYTES) return null;
  const fd = openSync(file, 'r');
  try {
    return scan(fd, size);
  } finally {
    closeSync(fd);
  }
}

function scan(fd: number, size: number): WalReport {
  const header = Buffer.alloc(HEADER_BYTES);
  readSync(fd, header, 0, HEADER_BYTES, 0);
  const magic = header.readUInt32BE(0);
  const pageSize = header.readUInt32BE(8);
  const headerValid =
    (magic === MAGIC_LITTLE || magic === MAGIC_BIG) &&
    pageSize >= 512 &&
    pageSize <= 65536 &&
    (pageSize & (pageSize - 1)) === 0;
  const bigEndian = magic === MAGIC_BIG;
  let sum = headerValid ? checksum(header, 0, 24, bigEndian, [0, 0]) : ([0, 0] as [number, number]);
  const headerChecksumOk =
    headerValid && sum[0] === header.readUInt32BE(24) && sum[1] === header.readUInt32BE(28);
  // With a header SQLite rejects, nothing is replayed; the frames still tell what was there.
  const frameSize = FRAME_HEADER_BYTES + (headerValid ? pageSize : guessPageSize(fd, size));
  const salts = headerChecksumOk
    ? [header.readUInt32BE(16), header.readUInt32BE(20)]
    : firstFrameSalts(fd, size);
  const frame = Buffer.alloc(frameSize);
  let keptCommits = 0;
  let lostCommits = 0;
  let breakAt: number | null = headerChecksumOk ? null : HEADER_BYTES;
  for (let offset = HEADER_BYTES; offset + frameSize <= size; offset += frameSize) {
    readSync(fd, frame, 0, frameSize, offset);
    const commit = frame.readUInt32BE(4) !== 0;
    const sameGeneration =
      salts !== null && frame.readUInt32BE(8) === salts[0] && frame.readUInt32BE(12) === salts[1];
    if (breakAt === null) {
      sum = checksum(frame, 0, 8, bigEndian, sum);
      sum = checksum(frame, FRAME_HEADER_BYTES, frameSize, bigEndian, sum);
      const valid =
        sameGeneration && sum[0] === frame.readUInt32BE(16) && sum[1] === frame.readUInt32BE(20);
      if (valid) {
        if (commit) keptCommits += 1;
        continue;
      }
      breakAt = offset;
    }
    // At or after the break, every commit frame of this generation (frames left from an older
    // one carry other salts) is a transaction SQLite would drop. Strict: a transaction torn by a
    // power cut counts too; it was never acknowledged, and the message says so.
    if (commit && sameGeneration) lostCommits += 1;
  }
  return { keptCommits, lostCommits, breakAt };
}

function firstFrameSalts(fd: number, size: number): number[] | null {
  if (size < HEADER_BYTES + FRAME_HEADER_BYTES) return null;
  const frame = Buffer.alloc(FRAME_HEADER_BYTES);
  readSync(fd, frame, 0, FRAME_HEADER_BYTES, HEADER_BYTES);
  return [frame.readUInt32BE(8), frame.readUInt32BE(12)];
}

/** With a damaged header the page size is unknown: the one whose frames line up. */
function guessPageSize(fd: number, size: number): number {
  for (let pageSize = 512; pageSize <= 65536; pageSize *= 2) {
    if ((size - HEADER_BYTES) % (FRAME_HEADER_BYTES + pageSize) === 0) return pageSize;
  }
  return 4096;
}
