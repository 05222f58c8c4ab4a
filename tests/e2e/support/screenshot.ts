import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as a test artifact (test-results/e2e/...) and attaches it. */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<string> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}
