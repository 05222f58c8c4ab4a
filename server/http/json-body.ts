// The JSON body reader of the API: JSON only (415 otherwise), at most JSON_BODY_LIMIT_BYTES (413),
// valid UTF-8 and valid JSON (400), and no key that could be read as a query operator, a path or a
// prototype, however deep (400). The contracts check the shape after this.
import type { Context } from 'koa';
import { JSON_BODY_LIMIT_BYTES } from '../../src/contracts/api-paths';
import { ApiError } from './api-error';

const MAX_DEPTH = 8;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function assertJsonRequest(ctx: Context): void {
  // The media type without parameters; 'application/json; charset=utf-8' passes.
  if (ctx.request.type !== 'application/json') {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  const charset = /;\s*charset=("?)([^";]+)\1/i.exec(ctx.get('Content-Type'))?.[2];
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8') {
    throw new ApiError(415, 'The body must be UTF-8');
  }
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw new ApiError(415, 'Content-Encoding is not supported');
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, `The body must be at most ${limit} bytes`, {
    Connection: 'close',
  });
}

function readRaw(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const request = ctx.req;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Stop buffering; Node discards the rest and the connection closes after the answer.
        request.resume();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new ApiError(400, `The body could not be read (${error.name})`));
    };
    // The client went away before the body ended.
    const onClose = () => onError(new Error('closed'));
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}

function unsafeKey(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return '(nesting)';
  for (const [key, entry] of Object.entries(value)) {
    if (key.startsWith('$') || key.includes('.') || FORBIDDEN_KEYS.has(key)) return key;
    const nested = unsafeKey(entry, depth + 1);
    if (nested !== null) return nested;
  }
  return null;
}

export async function readJsonBody(ctx: Context, limit = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  assertJsonRequest(ctx);
  const raw = await readRaw(ctx, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new ApiError(400, 'The body is not valid UTF-8');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The body is not valid JSON');
  }
  const key = unsafeKey(body);
  if (key === '(nesting)') throw new ApiError(400, 'The body is nested too deeply');
  if (key !== null) throw new ApiError(400, `Key ${JSON.stringify(key)} is not allowed`);
  return body;
}
