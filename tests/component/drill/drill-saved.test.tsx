// "Drill saved on this device" is said once the device has written it, never before: a reload or
// a closed app right after the words would otherwise lose the drill they promised.
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { button, page, userEvent } from '../support/screen';
import { HOUSE_PLAN } from '../support/stored-state';
import enDrill from '../../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../../locales/mi/drill.json' with { type: 'json' };

/** The device's storage, held: each save waits until the test lets it be written. */
function heldStorage() {
  const writes: (() => void)[] = [];
  return {
    whenSavedOnDevice: () => new Promise<void>((written) => writes.push(written)),
    writeAll: () => writes.splice(0).forEach((written) => written()),
    pending: () => writes.length,
  };
}

async function runAndSave(text: typeof enDrill) {
  await userEvent.click(button(text.start));
  await userEvent.click(button(text.stop));
  await userEvent.click(button(text.save));
  // The drill is in the record on the page at once.
  await expect.element(page.getByTestId('drill-history-row')).toBeInTheDocument();
}

for (const [language, text] of [
  ['en', enDrill],
  ['mi', miDrill],
] as const) {
  test(`in ${language} the drill is said to be saved once the device has written it`, async () => {
    const storage = heldStorage();
    renderApp(language === 'en' ? '/drill' : '/mi/drill', HOUSE_PLAN, storage);
    await runAndSave(text);
    expect(storage.pending()).toBe(1);
    expect(page.getByText(text.saved).query()).toBeNull();
    storage.writeAll();
    await expect.element(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
  });
}
