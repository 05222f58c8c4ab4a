// The three steps of a plan (best way out, second way out, meeting place) and what each says,
// from the answers. One rule for every place that shows them: the complete and review pages, the
// printed plan and the plan email. Words are the caller's: each step names a text key (in the
// plan namespace, under print.steps) or the chosen option, or carries the text the visitor typed.
import { getPlanQuestion } from '../content/plan-questions';
import { isCarouselAnswer, isOptionAnswer } from './plan-answer';
import { houseTypeOf } from './plan-flow';
import type { PlanAnswers, PlanQuestionSlug } from './types';

export type PlanStepKey = 'first' | 'second' | 'meeting';

/** Fixed texts a step can say (plan text keys print.steps.{key}). */
export type PlanStepTextKey =
  | 'apartment-first'
  | 'apartment-second'
  | 'apartment-single'
  | 'planned'
  | 'unable'
  | 'not-planned'
  | 'not-chosen';

export type PlanStepText =
  | { kind: 'text'; key: PlanStepTextKey }
  /** A chosen option: its label is plan text questions.{question}.options.{value}. */
  | { kind: 'option'; question: PlanQuestionSlug; value: string }
  /** What the visitor typed for 'other' (plain text, escape it where it is shown). */
  | { kind: 'typed'; text: string };

export interface PlanThreeStep {
  key: PlanStepKey;
  /** Icon name (public/icons/{icon}.svg). */
  icon: string;
  text: PlanStepText;
}

function carouselValue(answers: PlanAnswers, slug: PlanQuestionSlug, sub: string): unknown {
  const stored = answers[slug];
  return isCarouselAnswer(stored) ? stored[sub] : undefined;
}

/** The chosen meeting place: an option with its icon, or the typed text with the 'other' icon. */
function meetingPlace(answers: PlanAnswers, slug: PlanQuestionSlug): PlanThreeStep {
  const question = getPlanQuestion(slug);
  const stored = answers[slug];
  const value = isOptionAnswer(stored) ? stored[0] : undefined;
  const option = question.options.find((candidate) => candidate.value === value);
  if (value === undefined) {
    return { key: 'meeting', icon: question.icon, text: { kind: 'text', key: 'not-chosen' } };
  }
  if (option) {
    return { key: 'meeting', icon: option.icon, text: { kind: 'option', question: slug, value } };
  }
  const other = question.options.find((candidate) => candidate.value === 'other');
  return {
    key: 'meeting',
    icon: other?.icon ?? question.icon,
    text: { kind: 'typed', text: value },
  };
}

function routeStatus(value: unknown): PlanStepText {
  const key = value === true ? 'planned' : value === 'unable' ? 'unable' : 'not-planned';
  return { kind: 'text', key };
}

export function planThreeSteps(answers: PlanAnswers): PlanThreeStep[] {
  if (houseTypeOf(answers) === 'apartment') {
    const severalExits = carouselValue(answers, 'escape-route', 'multiple-exits') === true;
    return [
      { key: 'first', icon: 'apartment-exit', text: { kind: 'text', key: 'apartment-first' } },
      {
        key: 'second',
        icon: 'window-exit',
        text: { kind: 'text', key: severalExits ? 'apartment-second' : 'apartment-single' },
      },
      meetingPlace(answers, 'assembly-point'),
    ];
  }
  return [
    {
      key: 'first',
      icon: 'door-exit',
      text: routeStatus(carouselValue(answers, 'first-escape-route', 'route-planned')),
    },
    {
      key: 'second',
      icon: 'window-exit',
      text: routeStatus(carouselValue(answers, 'second-escape-route', 'route-planned')),
    },
    meetingPlace(answers, 'meeting-area'),
  ];
}
