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
  subject: string;
  text: string;
  html: string;
  attachments?: InlineImage[];
}

export type Template<Data> = (data: Data, language: Language) => RenderedMail;

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
