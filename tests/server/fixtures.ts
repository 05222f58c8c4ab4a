// Valid requests to start from; tests change one thing at a time.
import type { PlanSaveRequest, QuizEmailRequest } from '../../src/contracts';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import type { PlanAnswers, QuizAnswers } from '../../src/vocabulary/types';

export const HOUSE_ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['no-not-sure'],
  'living-situation': ['other-adults', 'children-babies'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: true, assistance: true },
  'second-escape-route': { 'route-planned': 'unable', obstacles: false, assistance: false },
  'meeting-area': ['Under the <b>big</b> pōhutukawa & "the" letterbox'],
  discussed: ['yes'],
};

export const APARTMENT_ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['just-me'],
  'house-type': ['apartment'],
  'fire-alarm': ['no'],
  'assembly-point': ['across-road'],
  'escape-route': { 'multiple-exits': true, obstacles: false, locks: true, discuss: false },
};

/** The keys a device makes for its plan: every test save carries these. */
export const TEST_KEYS = {
  ownerKey: 'test-owner-key-000000001',
  readKey: 'test-read-key-0000000001',
} as const;

export function planRequest(overrides: Partial<PlanSaveRequest> = {}): PlanSaveRequest {
  return {
    name: 'Aroha <Te> & "Rangi"',
    email: 'aroha@example.nz',
    answers: HOUSE_ANSWERS,
    language: 'en',
    ...TEST_KEYS,
    ...overrides,
  };
}

export const QUIZ_ANSWERS: QuizAnswers = {
  begin: ['indoor-fires', 'hot-ashes', 'electric-blankets', 'garage-toolshed'],
  'indoor-fires': ['chimney-cleaned', 'matches-out-of-reach'],
  'hot-ashes': ['left-ashes'],
  'electric-blankets': ['turned-off', 'blanket-flat'],
  'garage-toolshed': ['not-applicable'],
};

export function quizRequest(overrides: Partial<QuizEmailRequest> = {}): QuizEmailRequest {
  return {
    name: 'Hēmi',
    email: 'hemi@example.nz',
    checklistItems: scoreQuiz(QUIZ_ANSWERS),
    language: 'en',
    ...overrides,
  };
}

let counter = 0;
/** A fresh valid Idempotency-Key. */
export function newKey(): string {
  counter += 1;
  return `test-key-${Date.now().toString(36)}-${counter.toString().padStart(6, '0')}`;
}
