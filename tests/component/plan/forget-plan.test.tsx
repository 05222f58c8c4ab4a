// The saved plan's pages on a shared phone (issue 42): the link's keys leave the address as the
// page opens, and "Forget this plan on this device" asks first, then lets the plan go. The
// server's answer is given here (the plan as the API serves it); the journey against the real
// server, service worker and history is end-to-end (tests/e2e/shared-phone.spec.ts).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { page, userEvent } from '../support/screen';
import { planText, type Language } from '../../support/plan-text';
import { HOUSE_ANSWERS } from '../../server/fixtures';
import { HOUSE_PLAN } from '../support/stored-state';
import type { RootState } from '../../../src/app/store';

const IDENTIFIER = 'ForgetPlanIdentifier01';
const KEYS = { readKey: 'read-key-of-this-plan-001', ownerKey: 'owner-key-of-this-plan-01' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The API answers the plan to its read key, and 404 without it (as the server does). */
function serveThePlan(): void {
  vi.spyOn(window, 'fetch').mockImplementation(async (_input, init) => {
    const readKey = new Headers(init?.headers).get('Plan-Read-Key');
    if (readKey !== KEYS.readKey) return Response.json({ error: 'Not found' }, { status: 404 });
    return Response.json({ data: { answers: HOUSE_ANSWERS, language: 'en' } });
  });
}

describe.each<Language>(['en', 'mi'])('forgetting a saved plan in %s', (language) => {
  const text = planText[language];
  const prefix = language === 'en' ? '' : '/mi';

  test('the owner page takes the keys out of the address, asks, and lets the plan go', async () => {
    serveThePlan();
    const app = renderApp(
      `${prefix}/my-plan/${IDENTIFIER}#key=${KEYS.readKey}&owner=${KEYS.ownerKey}`,
    );
    const forget = page.getByRole('button', { name: text.forget.button, exact: true });
    await expect.element(forget).toBeVisible();
    await expect.element(page.getByRole('button', { name: text['my-plan'].delete })).toBeVisible();
    expect(app.router.state.location.hash).toBe('');
    expect(app.path()).toBe(`${prefix}/my-plan/${IDENTIFIER}`);

    // Asked first; "No" changes nothing.
    await userEvent.click(forget);
    const question = page.getByRole('heading', { name: text.forget['confirm-title'] });
    await expect.element(question).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: text.forget['confirm-no'] }));
    await expect.element(question).not.toBeInTheDocument();
    expect(app.store.getState().savedPlans.kept[IDENTIFIER]?.readKey).toBe(KEYS.readKey);

    await userEvent.click(forget);
    await userEvent.click(page.getByRole('button', { name: text.forget['confirm-yes'] }));
    await expect
      .element(page.getByRole('heading', { name: text.forget['done-title'] }))
      .toHaveFocus();
    expect(app.store.getState().savedPlans.kept).toEqual({});
    expect(window.sessionStorage.getItem('plan-link-keys') ?? '').not.toContain(KEYS.ownerKey);
    await expect
      .element(page.getByRole('button', { name: text['my-plan'].delete }))
      .not.toBeInTheDocument();
  });

  test('the family page opens by its link, and offers to forget it below the plan', async () => {
    serveThePlan();
    const app = renderApp(`${prefix}/print/${IDENTIFIER}#key=${KEYS.readKey}`);
    const forget = page.getByRole('button', { name: text.forget.button, exact: true });
    await expect.element(forget).toBeVisible();
    expect(app.router.state.location.hash).toBe('');
    await userEvent.click(forget);
    await userEvent.click(page.getByRole('button', { name: text.forget['confirm-yes'] }));
    // The page has nothing else left to say: its heading is the page's own.
    await expect
      .element(page.getByRole('heading', { level: 1, name: text.forget['done-title'] }))
      .toHaveFocus();
    expect(app.store.getState().savedPlans.kept).toEqual({});
  });
});

describe.each<Language>(['en', 'mi'])('clearing everything on this device in %s', (language) => {
  const text = planText[language];
  const prefix = language === 'en' ? '' : '/mi';
  const household: Partial<RootState> = {
    ...HOUSE_PLAN,
    plan: {
      ...HOUSE_PLAN.plan!,
      details: { people: [{ id: 'p1', name: 'Nana', needsHelp: true, needs: ['cannot-hear'] }] },
    },
  };

  test('the privacy page asks first; yes clears every answer, name and need, and says so', async () => {
    const app = renderApp(`${prefix}/privacy`, household);
    const clear = page.getByRole('button', { name: text['clear-device'].button });
    await userEvent.click(clear);
    const question = page.getByRole('heading', { name: text['clear-device']['confirm-title'] });
    await expect.element(question).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: text['clear-device']['confirm-no'] }));
    await expect.element(question).not.toBeInTheDocument();
    expect(app.store.getState().plan.details.people).toHaveLength(1);

    await userEvent.click(clear);
    await userEvent.click(page.getByRole('button', { name: text['clear-device']['confirm-yes'] }));
    await expect.element(page.getByText(text['clear-device'].done)).toHaveFocus();
    expect(app.store.getState().plan).toEqual({
      answers: {},
      details: {},
      name: '',
      email: '',
      drafts: {},
    });
    await expect.element(clear).not.toBeInTheDocument();
  });

  test('a person not named yet is "This person" at the start of a sentence', async () => {
    renderApp(`${prefix}/question/living-situation`, {
      ...HOUSE_PLAN,
      plan: {
        ...HOUSE_PLAN.plan!,
        details: { people: [{ id: 'p1', name: '', needsHelp: false }] },
      },
    });
    const label = text.details.household['person-label'].replace('{{number}}', '1');
    const summary = page.getByRole('button', { name: new RegExp(`^${label}`) });
    await expect.element(summary).toBeInTheDocument();
    // A person not named yet may be open already for their name to be typed.
    if (summary.element().getAttribute('aria-expanded') !== 'true') await userEvent.click(summary);
    const away = text.details.household['sometimes-away_unnamed'];
    expect(away).toMatch(/^(This person|I ētahi pō kāore tēnei tangata)/);
    await expect.element(page.getByRole('checkbox', { name: away })).toBeInTheDocument();
  });
});
