import type { MailKind, MailRecord } from '../stores/types';
import { MAIL_TEXT } from './i18n';
import { renderPlanMail } from './plan-template';
import { renderQuizMail } from './quiz-template';
import type { InlineDrawing, InlineImage, MailAttachment, RenderedMail } from './rendered-mail';
import { sketchPng } from './sketch-image';

/** A rendered message ready for the transport: its drawings made into PNG images. */
export type MailToSend = Omit<RenderedMail, 'attachments'> & {
  attachments?: (MailAttachment | InlineImage)[];
};

/** The template of each kind of mail (kinds.ts): one entry a kind. */
const TEMPLATES: {
  [Kind in MailKind]: (
    record: Extract<MailRecord, { kind: Kind }>,
    publicUrl: string,
  ) => RenderedMail;
} = {
  plan: (record, publicUrl) =>
    renderPlanMail(
      { ...record.payload, publicUrl, queuedAt: record.createdAt },
      MAIL_TEXT[record.language],
    ),
  quiz: (record, publicUrl) =>
    renderQuizMail({ ...record.payload, publicUrl }, MAIL_TEXT[record.language]),
};

function template<Kind extends MailKind>(
  record: Extract<MailRecord, { kind: Kind }>,
  publicUrl: string,
): RenderedMail {
  return (TEMPLATES[record.kind as Kind] as (r: typeof record, url: string) => RenderedMail)(
    record,
    publicUrl,
  );
}

async function asImage(
  file: MailAttachment | InlineDrawing,
): Promise<MailAttachment | InlineImage> {
  if (!('svg' in file)) return file;
  const { filename, cid, svg } = file;
  return { filename, cid, contentType: 'image/png', content: await sketchPng(svg) };
}

/** Renders a queued message at send time, in the language it was queued in. */
export async function renderMailRecord(record: MailRecord, publicUrl: string): Promise<MailToSend> {
  const { attachments, ...mail } = template(record, publicUrl);
  return attachments ? { ...mail, attachments: await Promise.all(attachments.map(asImage)) } : mail;
}
