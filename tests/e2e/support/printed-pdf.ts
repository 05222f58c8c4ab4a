// Prints the page to an A4 PDF as a person's "Save as PDF" does, keeps it as the test's artifact,
// and checks its page count; reads the printed size of words back from the PDF (pdftotext).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export async function printedPdf(page: Page, file: string, pages = 1): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(file, pdf);
  const printed = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(printed.length, `the printed plan takes ${pages} A4 page(s)`).toBe(pages);
  await page.emulateMedia({ media: 'screen' });
}

function unescapeXml(text: string): string {
  return text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The text of a printed PDF in reading order, with no whitespace (a link broken over lines). */
export function pdfTextWithoutSpaces(file: string): string {
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, '');
}

/** Each page's text of a printed PDF, whitespace folded. */
export function pdfPages(file: string, order: 'layout' | 'reading' = 'layout'): string[] {
  // 'reading': the text in the order it was written (a list in two columns reads down each).
  return execFileSync('pdftotext', [order === 'layout' ? '-layout' : '-raw', file, '-'])
    .toString()
    .split('\f')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The printed height in points of each occurrence of `word` in the PDF: the height of the box
 * pdftotext gives it, a little more than its font size (ascender to descender).
 */
export function printedWordHeights(file: string, word: string): number[] {
  const boxes = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  const pattern =
    /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g;
  return [...boxes.matchAll(pattern)]
    .filter((match) => unescapeXml(match[3]!) === word)
    .map((match) => Number(match[2]) - Number(match[1]));
}
