// Link builders: the language-free path of each page, for links and redirects. Put them under
// the visitor's language with localizePath (or useLanguage().to in components).
import type { PlanStep } from '../domain/plan/flow';

export const paths = {
  home: '/',
  intro: '/intro',
  firstQuestion: '/question/smoke-alarms-right-places',
  question: (slug: string, sub?: string) =>
    sub ? `/question/${slug}/${sub}` : `/question/${slug}`,
  tips: '/tips',
  complete: '/complete',
  review: '/review',
  print: '/print',
  floorPlan: '/floor-plan',
  savedPrint: (identifier: string) => `/print/${encodeURIComponent(identifier)}`,
  sorted: '/sorted',
  buyingGuide: '/sorted/buying-guide',
  maintenance: '/sorted/maintenance',
  escapePlanCta: '/sorted/escape-plan',
  escapeChallenge: '/sorted/escape-challenge',
  quiz: (step: string) => `/quiz/${step}`,
  drill: '/drill',
} as const;

/** The address of one screen of the plan (a carousel's sub-question has its own). */
export function stepPath(step: PlanStep): string {
  return paths.question(step.slug, step.sub);
}
