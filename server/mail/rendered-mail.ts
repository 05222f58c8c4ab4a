import { localizePath } from '../../src/routes';
import type { Language } from '../../src/domain/types';

/** An image the HTML shows inline through `cid:` (the plan's floor-plan drawing). */
export interface InlineImage {
  filename: string;
  cid: string;
  contentType: 'image/png';
  content: Buffer;
}

/** What a template gives: a fixed subject (never typed text), plain text and HTML. */
export interface RenderedMail {
  /** The sender's display name, in the mail's language (fixed text, never typed). */
  senderName: string;
  subject: string;
  text: string;
  html: string;
  attachments?: InlineImage[];
}

export type Template<Data> = (data: Data, language: Language) => RenderedMail;

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
