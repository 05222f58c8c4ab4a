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

/**
 * Words printed over each other, page by page: each pair whose boxes (as pdftotext gives them,
 * from the font's ascender to its descender) cross by more than 2 points across and by more than
 * half the smaller word's height down. Neighbouring letters touch by less, and a large title's
 * box reaches into the line under it by less.
 */
export function overlappingWords(file: string): string[] {
  const boxes = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  const found: string[] = [];
  boxes
    .split('<page ')
    .slice(1)
    .forEach((page, index) => {
      const words = [...page.matchAll(pattern)].map((match) => ({
        left: Number(match[1]),
        top: Number(match[2]),
        right: Number(match[3]),
        bottom: Number(match[4]),
        text: unescapeXml(match[5]!),
      }));
      words.forEach((word, at) => {
        for (const other of words.slice(at + 1)) {
          const across = Math.min(word.right, other.right) - Math.max(word.left, other.left);
          const down = Math.min(word.bottom, other.bottom) - Math.max(word.top, other.top);
          const shorter = Math.min(word.bottom - word.top, other.bottom - other.top);
          if (across > 2 && down > shorter / 2)
            found.push(`page ${index + 1}: "${word.text}" over "${other.text}"`);
        }
      });
    });
  return found;
}
