// The household editor and the flat's floor (issue 52), as screens of their own in both
// languages: needs for anyone, "needs someone to get them out" its own answer; someone who lives
// alone is told nobody else can help (no helper list with only "Not decided yet"); the building's
// evacuation procedure is offered only above the ground floor, to a household with someone who
// cannot use the stairs; the way out of a ground-floor flat asks for no stairway.
import { describe, expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { page, userEvent } from '../support/screen';
import { planText, type Language } from '../../support/plan-text';
import { fillText as fill } from '../../support/verdict-household';
import type { RootState } from '../../../src/app/store';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import type { PlanDetails } from '../../../src/domain/plan/details';

function stored(answers: PlanAnswers, details: PlanDetails): Partial<RootState> {
  return { plan: { answers, details, name: '', email: '', drafts: {} } };
}

const ALONE: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['just-me', 'pets-animals'],
};

const prefix = (language: Language) => (language === 'en' ? '' : '/mi');

describe.each<Language>(['en', 'mi'])('in %s', (language) => {
  const text = planText[language];
  const household = text.details.household;

  test('someone alone: needs without needing help; needing help says nobody else can', async () => {
    const app = renderApp(
      `${prefix(language)}/question/living-situation`,
      stored(ALONE, { people: [{ id: 'p1', name: 'Hemi', needsHelp: false }] }),
    );
    await userEvent.click(page.getByRole('button', { name: new RegExp(`^Hemi`) }));
    // What he needs can be ticked while "needs someone to get them out" is not.
    const needs = page.getByRole('group', {
      name: fill(text.needs.editor.legend, { name: 'Hemi' }),
    });
    await userEvent.click(needs.getByRole('checkbox', { name: text.needs.kinds['moves-slowly'] }));
    await expect
      .poll(() => app.store.getState().plan.details.people?.[0])
      .toEqual({ id: 'p1', name: 'Hemi', needsHelp: false, needs: ['moves-slowly'] });
    await expect.element(page.getByText(household['alone-help'])).not.toBeInTheDocument();

    const visit = page.getByRole('checkbox', { name: text.details['do-now']['visit-booked'] });
    await expect.element(visit).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: household['needs-help'] }));
    await expect.element(page.getByText(household['alone-help'])).toBeVisible();
    // What closes the visit to-do, offered to him alone.
    await userEvent.click(visit);
    await expect.poll(() => app.store.getState().plan.details.doneNow?.['visit-booked']).toBe(true);
    await expect
      .element(
        page.getByRole('combobox', { name: fill(household['helper-label'], { name: 'Hemi' }) }),
      )
      .not.toBeInTheDocument();
    // Unticked again: his needs stay.
    await userEvent.click(page.getByRole('checkbox', { name: household['needs-help'] }));
    await expect
      .poll(() => app.store.getState().plan.details.people?.[0]?.needs)
      .toEqual(['moves-slowly']);
  });

  test('someone who gets out on their own can take their pet', async () => {
    renderApp(
      `${prefix(language)}/question/living-situation`,
      stored(ALONE, {
        people: [{ id: 'p1', name: 'Hemi', needsHelp: false, needs: ['moves-slowly'] }],
        pets: [{ id: 'a1', name: 'Pusi' }],
      }),
    );
    const taker = page.getByRole('combobox', {
      name: fill(household['taker-label'], { name: 'Pusi' }),
    });
    await expect.element(taker.getByRole('option', { name: 'Hemi' })).toBeInTheDocument();
  });

  test('a pet nobody at home can take: said so, instead of a list with nobody on it', async () => {
    renderApp(
      `${prefix(language)}/question/living-situation`,
      stored(
        { ...ALONE, 'living-situation': ['just-me', 'need-assistance', 'pets-animals'] },
        {
          people: [{ id: 'p1', name: 'Mere', needsHelp: true }],
          pets: [{ id: 'a1', name: 'Rex' }],
        },
      ),
    );
    await expect
      .element(page.getByText(fill(text.details.summary['pet-nobody'], { name: 'Rex' })))
      .toBeVisible();
    await expect
      .element(
        page.getByRole('combobox', { name: fill(household['taker-label'], { name: 'Rex' }) }),
      )
      .not.toBeInTheDocument();
    await expect.element(page.getByText(household.hint_alone)).toBeVisible();
  });

  test('the building is asked about only above the ground floor, with someone who cannot use stairs', async () => {
    const answers: PlanAnswers = {
      ...ALONE,
      'living-situation': ['other-adults'],
      'house-type': ['apartment'],
    };
    renderApp(
      `${prefix(language)}/question/flat-floor`,
      stored(answers, {
        people: [
          { id: 'p1', name: 'Rangi', needsHelp: false, needs: ['moves-slowly'] },
          { id: 'p2', name: 'Ana', needsHelp: false },
        ],
      }),
    );
    const asked = page.getByRole('checkbox', { name: text.details['do-now']['evacuation-asked'] });
    const option = (value: 'ground' | 'above') =>
      page.getByRole('radio', { name: text.questions['flat-floor'].options[value], exact: true });
    await userEvent.click(option('ground'));
    await expect.element(asked).not.toBeInTheDocument();
    await userEvent.click(option('above'));
    await expect.element(asked).toBeVisible();
  });

  test("a ground-floor flat's way out asks for its exit, not its stairs", async () => {
    const answers: PlanAnswers = {
      ...ALONE,
      'house-type': ['apartment'],
      'flat-floor': ['ground'],
      'fire-alarm': ['yes'],
      'assembly-point': ['street-outside'],
    };
    renderApp(`${prefix(language)}/question/escape-route`, stored(answers, {}));
    await expect
      .element(page.getByText(text.questions['escape-route'].subtitle_ground))
      .toBeVisible();
    await userEvent.click(
      page
        .getByRole('group', { name: text.questions['escape-route'].subs['multiple-exits'].title })
        .getByRole('radio', { name: text.answers.true, exact: true }),
    );
    await expect
      .element(page.getByRole('textbox', { name: text.details.building['exit-label'] }))
      .toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: text.details.building['stairs-label'] }))
      .not.toBeInTheDocument();
  });
});
