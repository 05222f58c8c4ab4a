// The words of the plan and checklist emails. Both languages implement this interface, so a
// missing string is a type error. Functions take the values that vary (never HTML: the
// templates escape whatever they return).
import type { QuizGrade } from '../../../src/domain/quiz';
import type { QuizSectionSlug } from '../../../src/domain/types';

/** Every key deriveChecklist can produce (tests/server/mail-templates.test.ts checks it). */
export type ChecklistKey =
  | 'smoke-alarms-right-places'
  | 'smoke-alarms'
  | 'first-route-planned'
  | 'first-route-obstacles'
  | 'first-route-assistance'
  | 'second-route-planned'
  | 'second-route-obstacles'
  | 'second-route-assistance'
  | 'discussed'
  | 'fire-alarm'
  | 'multiple-exits'
  | 'escape-route-obstacles'
  | 'escape-route-locks'
  | 'escape-route-discussed'
  | 'get-advice';

export type TipKey = 'be-fast' | 'get-low' | 'close-doors' | 'get-out' | 'call-111';

export type MeetingPlaceValue = 'letterbox' | 'gate' | 'street-outside' | 'across-road';

export interface StepText {
  title: string;
  done: string;
  todo: string;
}

export interface MailText {
  agency: string;
  greeting: (name: string) => string;
  done: string;
  todo: string;
  footer: string;
  plan: {
    subject: string;
    intro: string;
    stepsTitle: string;
    house: { first: StepText; second: StepText & { unable: string } };
    apartment: { exits: StepText; alarm: StepText };
    meetingTitle: string;
    assemblyTitle: string;
    meetingPlaces: Record<MeetingPlaceValue, string>;
    meetingUnknown: string;
    checklistTitle: string;
    checklist: Record<ChecklistKey, string>;
    tipsTitle: string;
    tips: Record<TipKey, string>;
    printIntro: string;
    printLink: string;
  };
  quiz: {
    subject: string;
    intro: string;
    score: (percentage: number) => string;
    grades: Record<QuizGrade, string>;
    sectionScore: (score: number, points: number) => string;
    noSections: string;
    sections: Record<QuizSectionSlug, string>;
    options: Record<QuizSectionSlug, Record<string, string>>;
  };
}
