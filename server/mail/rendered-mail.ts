import { localizePath } from '../../src/routes';
import type { Language } from '../../src/vocabulary/types';
import type { MailText } from './i18n';

/** A file made by the server (never one a visitor sent), e.g. the reminders calendar. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * A drawing the HTML shows inline through `cid:` (the plan's floor-plan sketch), as the template
 * made it: SVG markup, turned into a PNG (mail clients do not show SVG) before sending, off the
 * event loop (render.ts).
 */
export interface InlineDrawing {
  filename: string;
  cid: string;
  svg: string;
}

/** The same drawing as a PNG, as the transport sends it. */
export interface InlineImage {
  filename: string;
  cid: string;
  contentType: 'image/png';
  content: Buffer;
}

/** What a template gives: a fixed subject (never typed text), plain text, HTML and files. */
export interface RenderedMail {
  /** The sender's display name, in the mail's language (fixed text, never typed). */
  senderName: string;
  subject: string;
  text: string;
  html: string;
  attachments?: (MailAttachment | InlineDrawing)[];
}

/** A template words its mail with the `t` of the mail's language (./i18n.ts). */
export type Template<Data> = (data: Data, text: MailText) => RenderedMail;

/** An absolute link to an app page in the mail's language: ('mi', '/quiz/begin') → …/mi/quiz/begin. */
export function pageUrl(publicUrl: string, language: Language, path: string): string {
  return `${publicUrl}${localizePath(language, path)}`;
}

/** A checklist line as both formats show it: whether it is done, and its words. */
export interface ChecklistLine {
  done: boolean;
  label: string;
}

export function textChecklist(
  lines: ChecklistLine[],
  marks: { done: string; todo: string },
): string {
  return lines.map((line) => `[${line.done ? marks.done : marks.todo}] ${line.label}`).join('\n');
}
