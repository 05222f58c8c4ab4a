// Payloads of POST /api/v1/quiz/email.
import { z } from 'zod';
import { QUIZ_SECTION_SLUGS } from '../vocabulary/types';
import { summaryMatchesScore } from '../domain/quiz/quiz-rules';
import type { QuizResultSummary } from '../domain/quiz/quiz-rules';
import { QUIZ_SECTION_POINTS } from '../content/quiz-sections';
import { apiErrorResponseSchema } from './api-error';
import { SLUG_PATTERN, emailSchema, languageSchema, nameSchema } from './common';

const MAX_ITEMS = QUIZ_SECTION_SLUGS.length;
const MAX_OPTIONS = 10;
const MAX_POSSIBLE_POINTS = MAX_ITEMS * QUIZ_SECTION_POINTS;

function boundedInteger(max: number) {
  return z.int({ error: 'Must be a whole number' }).min(0).max(max);
}

const resultOptionSchema = z.strictObject({
  value: z.string().regex(SLUG_PATTERN, { error: 'Option is not a slug' }),
  checked: z.boolean(),
});

const resultItemSchema = z.strictObject({
  slug: z.enum(QUIZ_SECTION_SLUGS, { error: 'Unknown quiz section' }),
  options: z.array(resultOptionSchema).max(MAX_OPTIONS, { error: 'Too many options' }),
  points: boundedInteger(QUIZ_SECTION_POINTS),
  score: boundedInteger(QUIZ_SECTION_POINTS),
});

// Shape first, then the arithmetic: the server recomputes and accepts only an exact match.
export const quizResultSummarySchema: z.ZodType<QuizResultSummary> = z
  .strictObject({
    items: z.array(resultItemSchema).max(MAX_ITEMS, { error: 'Too many sections' }),
    possible_points: boundedInteger(MAX_POSSIBLE_POINTS),
    total_score: boundedInteger(MAX_POSSIBLE_POINTS),
    percentage: boundedInteger(100),
    result: z.enum(['bad', 'okay', 'good'], { error: 'Unknown result' }),
  })
  .refine(summaryMatchesScore, { error: 'Scores do not match the answers' });

export const quizEmailRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  checklistItems: quizResultSummarySchema,
  language: languageSchema,
});

/** `{ success: true }`, or the API's error body (./api-error.ts), which on this route says `success: false`. */
export const quizEmailResponseSchema = z.union([
  z.strictObject({ success: z.literal(true) }),
  apiErrorResponseSchema.required({ success: true }),
]);
