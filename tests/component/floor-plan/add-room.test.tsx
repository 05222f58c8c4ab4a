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
