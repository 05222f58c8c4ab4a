// The name and email fields of the plan and quiz email forms, and what a submit with problems
// must show (DECISIONS.md "Forms tell people what is wrong"): a focused summary linking to each
// field, a message beside each field, aria-invalid and aria-describedby.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import enShared from '../../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../../locales/mi/shared.json' with { type: 'json' };

type Language = 'en' | 'mi';
const SHARED = { en: enShared, mi: miShared } as const;
type ErrorKey = keyof typeof enShared.contact.errors;

export function contactFields(page: Page, language: Language) {
  const text = SHARED[language].contact;
  return {
    name: page.getByRole('textbox', { name: text.name, exact: true }),
    email: page.getByRole('textbox', { name: text.email, exact: true }),
    summary: page.locator('.error-summary'),
  };
}

export async function expectContactErrors(
  page: Page,
  language: Language,
  expected: { name?: ErrorKey; email?: ErrorKey },
): Promise<void> {
  const text = SHARED[language].contact.errors;
  const fields = contactFields(page, language);
  await expect(fields.summary).toBeFocused();
  await expect(fields.summary.getByRole('heading')).toHaveText(text['summary-title']);
  const messages = (['name', 'email'] as const).flatMap((field) => {
    const key = expected[field];
    return key ? [text[key]] : [];
  });
  await expect(fields.summary.getByRole('link')).toHaveText(messages);
  for (const field of ['name', 'email'] as const) {
    const key = expected[field];
    if (key) {
      await expect(fields[field]).toHaveAttribute('aria-invalid', 'true');
      await expect(fields[field]).toHaveAccessibleDescription(
        new RegExp(text[key].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    } else {
      await expect(fields[field]).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
}
