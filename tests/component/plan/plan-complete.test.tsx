// The Complete page's own behaviour: a plan the device can see is incomplete is not sent, and the
// page names the question to fix. Saving over the network is end-to-end
// (tests/e2e/plan-complete.spec.ts).
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { page, userEvent } from '../support/screen';
import { PlanScreens } from './plan-screens';
import { sharedText } from '../../support/plan-text';
import type { PlanAnswers } from '../../../src/vocabulary/types';

test('an incomplete plan sends the person to the question to fix (en)', async () => {
  const requests: string[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes('/api/')) requests.push(entry.name);
  });
  observer.observe({ type: 'resource', buffered: false });
  const app = renderApp('/complete', {
    plan: {
      answers: { 'smoke-alarms-right-places': ['yes'] } as PlanAnswers,
      details: {},
      name: '',
      email: '',
      drafts: {},
    },
  });
  const plan = new PlanScreens(app, 'en');
  const contact = sharedText.en.contact;
  await userEvent.fill(page.getByRole('textbox', { name: contact.name, exact: true }), 'Aroha');
  await userEvent.fill(
    page.getByRole('textbox', { name: contact.email, exact: true }),
    'aroha@example.co.nz',
  );
  await userEvent.click(page.getByRole('button', { name: plan.text.complete.submit }));
  const question = plan.text.questions['house-type'].title;
  await expect
    .element(
      page.getByRole('status').filter({ hasText: plan.text.complete.errors['incomplete-link'] }),
    )
    .toHaveTextContent(plan.text.complete.errors.incomplete.replace('{{question}}', question));
  // Nothing was sent: the device saw the plan was incomplete.
  observer.disconnect();
  expect(requests).toEqual([]);
  await userEvent.click(
    page.getByRole('link', { name: plan.text.complete.errors['incomplete-link'] }),
  );
  await plan.expectQuestion('house-type');
  expect(app.path()).toBe('/question/house-type');
});
