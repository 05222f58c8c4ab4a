// Byte ranges for the home video and the escape-challenge audio. Media elements ask for ranges,
// and Safari will not play a video whose server answers a range request with the whole file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const MEDIA_FOLDERS = ['/video/', '/audio/'];
const MEDIA_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m4a': 'audio/mp4',
};

/** Parses a single 'bytes=start-end' range (the only kind media elements send). */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // 'bytes=-N': the last N bytes.
    const suffix = Number(match[2]);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

export function mediaRanges(distDir: string): Middleware {
  const root = path.resolve(distDir);
  return async (ctx, next) => {
    const type = MEDIA_TYPES[path.extname(ctx.path)];
    const range = ctx.get('Range');
    const isMedia = MEDIA_FOLDERS.some((folder) => ctx.path.startsWith(folder));
    if (!isMedia || !type || !range || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      return next();
    }
    const file = path.resolve(root, `.${path.posix.normalize(ctx.path)}`);
    if (!file.startsWith(`${root}${path.sep}`)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();

    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Cache-Control', 'no-cache');
    const bytes = parseRange(range, info.size);
    if (!bytes) {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${info.size}`);
      return;
    }
    ctx.status = 206;
    ctx.type = type;
    ctx.set('Content-Range', `bytes ${bytes.start}-${bytes.end}/${info.size}`);
    ctx.length = bytes.end - bytes.start + 1;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file, bytes);
  };
}
