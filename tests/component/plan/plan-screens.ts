// Answering the plan's screens in a component test the way a person does (by the visible labels),
// as tests/e2e/plan-support.ts does through Playwright.
import { expect } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { HOUSE_ANSWERS, planText, type Language, type PlanText } from '../../support/plan-text';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import type { RenderedApp } from '../support/render-app';

type CarouselSlug = 'first-escape-route' | 'second-escape-route' | 'escape-route';
type OptionQuestions = Omit<PlanText['questions'], CarouselSlug>;

export class PlanScreens {
  readonly text: PlanText;
  constructor(
    readonly app: RenderedApp,
    readonly language: Language,
  ) {
    this.text = planText[language];
  }

  heading(): Locator {
    return page.getByRole('heading', { level: 1 });
  }

  continueButton(): Locator {
    return page.getByRole('button', { name: this.text.continue, exact: true });
  }

  meterLabel(): Locator {
    return page.getByTestId('progress-meter-label');
  }

  async expectQuestion<S extends keyof PlanText['questions']>(slug: S) {
    await expect.element(this.heading()).toHaveTextContent(this.text.questions[slug].title);
    await expect.poll(() => this.app.path()).toMatch(new RegExp(`/question/${slug}(/|$)`));
  }

  optionLabel<S extends keyof OptionQuestions>(slug: S, value: string): string {
    const label = (this.text.questions[slug].options as Record<string, string>)[value];
    if (!label) throw new Error(`No label for ${String(slug)}/${value}`);
    return label;
  }

  option<S extends keyof OptionQuestions>(slug: S, value: string): Locator {
    const role = slug === 'living-situation' ? 'checkbox' : 'radio';
    return page.getByRole(role, { name: this.optionLabel(slug, value), exact: true });
  }

  /** Ticks a radio or checkbox option by its visible label. */
  async choose<S extends keyof OptionQuestions>(slug: S, value: string) {
    const option = this.option(slug, value);
    await expect.element(option).toBeInTheDocument();
    if (!(option.element() as HTMLInputElement).checked) await userEvent.click(option);
    await expect.element(option).toBeChecked();
  }

  subGroup(slug: CarouselSlug, sub: string): Locator {
    const subs = this.text.questions[slug].subs as Record<string, { title: string }>;
    const title = subs[sub]?.title;
    if (!title) throw new Error(`No sub-question ${slug}/${sub}`);
    return page.getByRole('group', { name: title, exact: true });
  }

  async answerSub(slug: CarouselSlug, sub: string, value: 'true' | 'false' | 'unable') {
    const group = this.subGroup(slug, sub);
    await expect.element(group).toBeVisible();
    const answer = group.getByRole('radio', { name: this.text.answers[value], exact: true });
    await userEvent.click(answer);
    await expect.element(answer).toBeChecked();
  }

  async continue() {
    await expect.element(this.continueButton()).toBeEnabled();
    await userEvent.click(this.continueButton());
  }
}

/** The house plan's answers up to the first way out, which is not answered yet. */
export function answersBeforeFirstWayOut(): PlanAnswers {
  const answers = { ...HOUSE_ANSWERS } as Record<string, unknown>;
  for (const later of ['first-escape-route', 'second-escape-route', 'meeting-area', 'discussed']) {
    delete answers[later];
  }
  return answers as unknown as PlanAnswers;
}
