// "Add a room" on the floor plan: the tap draws the room and gives it the focus on the drawing in
// its own frame; the room's form in the list below follows in a render after it (issue 54).
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../support/render-app';
import enFloor from '../../../locales/en/floor-plan.json' with { type: 'json' };
import miFloor from '../../../locales/mi/floor-plan.json' with { type: 'json' };

const WORDS = { en: enFloor, mi: miFloor } as const;

for (const language of ['en', 'mi'] as const) {
  const prefix = language === 'mi' ? '/mi' : '';

  test(`Add a room: drawn and focused within the tap, its form just after (${language})`, async () => {
    renderApp(`${prefix}/floor-plan`);
    const add = page.getByRole('button', { name: WORDS[language].toolbar['add-room'] });
    await expect.element(add).toBeVisible();
    const forms = () => document.querySelectorAll('.sketch-room-fields').length;
    expect(forms()).toBe(0);

    (add.element() as HTMLButtonElement).click();
    // Within the tap: the room is on the drawing and has the focus there.
    const focused = document.activeElement;
    expect(focused?.closest('.sketch-canvas')).not.toBeNull();
    expect(focused?.getAttribute('data-id')).toBeTruthy();
    // Its form is not laid out inside the tap.
    expect(forms()).toBe(0);

    // Its form follows, one for the one room.
    await expect.poll(forms).toBe(1);
    expect(document.querySelector('.sketch-room-fields')?.textContent?.length ?? 0).toBeGreaterThan(
      0,
    );
    (add.element() as HTMLButtonElement).click();
    await expect.poll(forms).toBe(2);
  });
}

test('Add a room leaves the toolbar’s radios as they are; only the level’s count changes', async () => {
  renderApp('/floor-plan');
  const add = page.getByRole('button', { name: enFloor.toolbar['add-room'] });
  await expect.element(add).toBeVisible();
  const toolbar = document.querySelector('.sketch-toolbar')!;
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(toolbar, { subtree: true, attributes: true, characterData: true });

  (add.element() as HTMLButtonElement).click();
  await expect.poll(() => document.querySelectorAll('.sketch-room-fields').length).toBe(1);
  changes.push(...observer.takeRecords());
  observer.disconnect();

  // React writes a radio's name again whenever it draws it: none was drawn again.
  expect(changes.filter((change) => change.target instanceof HTMLInputElement)).toEqual([]);
  expect(toolbar.textContent).toContain(`${enFloor.levels.ground} (1)`);
});
