// A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, with just enough
// MIME decoding to read the plain-text and HTML parts nodemailer writes.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
  /** Parts that are neither the text nor the HTML body (inline images), decoded. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  contentType: string;
  contentId: string | undefined;
  content: Buffer;
}

export interface TestSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** SMTP sessions opened so far (a pooled sender reuses them). */
  connections: number;
  /** RCPT TO commands seen, refused ones included. */
  recipientAttempts: string[];
  stop(): Promise<void>;
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitHead(part: string): [Map<string, string>, string] {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return [unfoldHeaders(part), ''];
  return [unfoldHeaders(part.slice(0, match.index)), part.slice(match.index + match[0].length)];
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index += 1) {
    const character = soft[index]!;
    const hex = soft.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Walks nested multipart bodies (alternative inside related, …) and collects every leaf. */
function collectParts(
  headers: Map<string, string>,
  body: string,
  found: Pick<ReceivedMail, 'text' | 'html' | 'attachments'>,
): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const [partHeaders, partBody] = splitHead(part.replace(/^\r?\n/, ''));
      collectParts(partHeaders, partBody.replace(/\r?\n$/, ''), found);
    }
    return;
  }
  if (type.startsWith('text/plain')) found.text = decodeBody(headers, body);
  else if (type.startsWith('text/html')) found.html = decodeBody(headers, body);
  else {
    found.attachments.push({
      contentType: type.split(';')[0]!.trim(),
      contentId: headers.get('content-id')?.replace(/^<|>$/g, ''),
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    });
  }
}

export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const [headers, body] = splitHead(raw);
  const found = { text: '', html: '', attachments: [] as ReceivedAttachment[] };
  collectParts(headers, body, found);
  return { raw, envelopeTo, headers, ...found };
}

export interface SmtpOptions {
  /** Listen on this port (to bring a server "back up" where the app expects it). */
  port?: number;
  /** Wait this long before accepting each message (makes senders overlap). */
  delayMs?: number;
  /** The reply code to RCPT TO for this address (e.g. 550, 451), or null to accept it. */
  refuse?: (recipient: string) => number | null;
}

export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const recipientAttempts: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A pooled sender keeps idle connections open: stop() ends them instead of waiting 30 s.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      recipientAttempts.push(address.address);
      const code = options.refuse?.(address.address) ?? null;
      if (code === null) return callback();
      const refusal = Object.assign(new Error(`Mailbox refused (${code})`), { responseCode: code });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address);
        setTimeout(() => {
          messages.push(parseMail(raw, to));
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    get connections() {
      return connections;
    },
    recipientAttempts,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port where nothing listens (an SMTP server that is down). */
export async function deadSmtpPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.stop();
  return probe.port;
}
