// Prints the page to an A4 PDF as a person's "Save as PDF" does, keeps it as the test's artifact,
// and checks it fits one page.
import { writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export async function printedPdf(page: Page, file: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(file, pdf);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length, 'the printed plan fits one A4 page').toBe(1);
  await page.emulateMedia({ media: 'screen' });
}
