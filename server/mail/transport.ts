// Where mail goes: the SMTP server of SMTP_URL, or (without one) an .eml file per message in
// MAIL_DIR, whose path is logged. Both build the message with nodemailer.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log';
import {
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  keepPrivate,
  logLooseFiles,
  type LooseFile,
} from '../files/private-files';
import type { InlineImage, MailAttachment } from './rendered-mail';

export interface OutgoingMail {
  /** The mail job's id: the Message-ID and the .eml file name come from it. */
  id: string;
  to: string;
  /** The sender's display name; the address is MAIL_FROM's. */
  senderName: string;
  subject: string;
  text: string;
  html: string;
  attachments?: (MailAttachment | InlineImage)[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  /** Throws when mail cannot be handed over now. */
  verify(): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
  /** Domain of the Message-ID (the PUBLIC_URL host). */
  messageIdDomain: string;
  /** SMTP connections kept open and reused (the mail worker's messages in flight). */
  maxConnections?: number;
}

/** How many messages one pooled SMTP connection carries before it is renewed. */
const MESSAGES_PER_CONNECTION = 100;

// Every SMTP wait ends well inside the worker's lease (MAIL_LEASE_MS, 2 minutes by default).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** MAIL_FROM's address: 'Escape plan <no-reply@x.nz>' gives 'no-reply@x.nz'. */
export function senderAddress(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The From header: the mail's own display name with MAIL_FROM's address. Nodemailer quotes and
 * encodes a name given this way; line breaks are taken out first all the same, so no name can
 * start a header of its own.
 */
export function fromHeader(senderName: string, from: string): { name: string; address: string } {
  return {
    name: senderName.replace(/\p{Cc}+/gu, ' ').trim(),
    address: senderAddress(from),
  };
}

function message(mail: OutgoingMail, options: MailTransportOptions) {
  return {
    from: fromHeader(mail.senderName, options.from),
    // The address only, never "name <address>": the typed name stays in the body.
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Made by our templates from strings and buffers (never a path or URL: file and URL access
    // stay off): the reminders calendar and the inline floor-plan drawing.
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    // The same id on a resend lets the receiving side drop a duplicate.
    messageId: `<${mail.id}@${options.messageIdDomain}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function smtpTransport(smtpUrl: string, options: MailTransportOptions): MailTransport {
  // Pooled: a few connections stay open and carry many messages, not one connection a message.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 1,
    maxMessages: MESSAGES_PER_CONNECTION,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail, options));
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}

/**
 * The mail folder holds whole messages (names, addresses, a plan's private link): the server's
 * alone, as DATA_DIR is. Found looser at start, it is tightened (0700, its files 0600) and said,
 * or named in the log when it cannot be.
 */
function keepMailFolderPrivate(dir: string, logger: Logger): void {
  let found: LooseFile[];
  try {
    found = keepPrivate(dir, '');
  } catch (error) {
    logger.error('mail folder could not be made or checked', {
      path: dir,
      code: (error as NodeJS.ErrnoException).code ?? 'unknown',
    });
    return;
  }
  logLooseFiles(logger, found, { folder: 'mail folder', setting: 'MAIL_DIR' });
}

function fileTransport(options: MailTransportOptions, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  keepMailFolderPrivate(options.mailDir, logger);
  let folderReady: Promise<unknown> | null = null;
  const ensureFolder = () => {
    folderReady ??= mkdir(options.mailDir, { recursive: true, mode: PRIVATE_DIR_MODE }).catch(
      (error: unknown) => {
        folderReady = null; // Try again next time.
        throw error;
      },
    );
    return folderReady;
  };
  return {
    kind: 'files',
    async send(mail) {
      const info = await transporter.sendMail(message(mail, options));
      await ensureFolder();
      const file = path.join(options.mailDir, `${mail.id}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(partial, file);
      logger.info('mail written', { mailId: mail.id, path: file });
    },
    async verify() {
      await ensureFolder();
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(options: MailTransportOptions, logger: Logger): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options) : fileTransport(options, logger);
}
