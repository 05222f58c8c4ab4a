// The night drill's result asks before it praises: after a fast drill nothing is said until "who
// didn't wake up?" has an answer; "everyone woke up" earns the praise, a name the other words.
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { button, checkbox, page, userEvent } from '../support/screen';
import { HOUSE_PLAN } from '../support/stored-state';
import enDrill from '../../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../../locales/mi/drill.json' with { type: 'json' };

for (const [language, text] of [
  ['en', enDrill],
  ['mi', miDrill],
] as const) {
  test(`in ${language} a fast night drill is praised only once everyone is said to have woken`, async () => {
    renderApp(language === 'en' ? '/drill' : '/mi/drill', HOUSE_PLAN);
    await userEvent.click(checkbox(text.night.label));
    await userEvent.click(button(text.start));
    await userEvent.click(button(text.stop));
    await expect.element(page.getByText(text['not-woken'].legend)).toBeVisible();
    const verdict = page.getByTestId('drill-verdict');
    await expect.element(verdict).toBeInTheDocument();
    // Not answered yet: no praise, no verdict at all.
    await expect.element(verdict).toBeEmptyDOMElement();
    await userEvent.click(checkbox(text['not-woken'].everyone));
    await expect.element(verdict).toHaveTextContent(text.result.fast);
    // A sleeper named: everyone is no longer ticked, and the praise gives way.
    await userEvent.fill(
      page.getByRole('textbox', { name: text['not-woken']['add-label'] }),
      'Tama',
    );
    await userEvent.click(button(text['not-woken'].add));
    await userEvent.click(checkbox('Tama'));
    await expect.element(checkbox(text['not-woken'].everyone)).not.toBeChecked();
    await expect.element(verdict).toHaveTextContent(text.result['fast-not-everyone']);
  });
}
