// Shared pieces of the campaign and home e2e specs: texts from the real locale files and a reader
// for the page's analytics data layer.
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
export {
  AFTER_CAMPAIGN,
  DURING_CAMPAIGN,
  LANGUAGES,
  TEXT,
  type Language,
} from '../support/site-text';

export type DataLayerEvent = Record<string, unknown> & { event: string };

export async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [],
  );
}

/**
 * Opens a page and waits for its heading: a lazily loaded page on a busy test machine can take
 * longer than one expect timeout to arrive.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
