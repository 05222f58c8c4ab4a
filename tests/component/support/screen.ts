// Finding things on the screen as a person does (by role and name), through Vitest's browser
// locators: they retry until the screen shows what is asked, as Playwright's do.
import { expect } from 'vitest';
import { commands, page, userEvent, type Locator } from 'vitest/browser';

export { commands, page, userEvent };

/** The page's main heading. */
export function heading(): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** Waits until the main heading says `text` (the page's code loaded and drawn). */
export async function expectHeading(text: string): Promise<void> {
  await expect.element(heading()).toHaveTextContent(text);
}

export function checkbox(name: string): Locator {
  return page.getByRole('checkbox', { name, exact: true });
}

export function button(name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

export function link(name: string): Locator {
  return page.getByRole('link', { name, exact: true });
}

/** Ticks or unticks a checkbox to `checked` with a real click, when it is not so already. */
export async function setChecked(box: Locator, checked: boolean): Promise<void> {
  await expect.element(box).toBeInTheDocument();
  if ((box.element() as HTMLInputElement).checked !== checked) await userEvent.click(box);
  await (checked ? expect.element(box).toBeChecked() : expect.element(box).not.toBeChecked());
}

/** The analytics events the page pushed, of one kind. */
export function dataLayerEvents(event: string): Record<string, unknown>[] {
  const layer = (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
  return layer.filter((entry) => entry.event === event);
}

/** How often the page asked the browser to print (window.print) in this test. */
export const printRequests = { count: 0 };
