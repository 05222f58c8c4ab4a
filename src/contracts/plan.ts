// Payloads of POST /api/v1/plan/save and GET /api/v1/plan/{identifier}.
import { z } from 'zod';
import { PLAN_QUESTION_SLUGS } from '../vocabulary/types';
import type { PlanAnswers, PlanQuestionSlug } from '../vocabulary/types';
import { SLUG_PATTERN, boundedTextSchema, emailSchema, languageSchema, nameSchema } from './common';
import { floorPlanSketchSchema } from './floor-plan';
import { upgradeQueuedAnswers } from '../domain/plan/queued-answers';
import { planDetailsSchema } from './plan-details-schema';

export { planDetailsSchema };

const OPTION_LIST_MAX = 10;
const OPTION_TEXT_MAX = 200;
const CAROUSEL_ENTRIES_MAX = 6;

/** Chosen option values, or the typed 'other' text in place of 'other'. */
const optionAnswerSchema = z
  .array(boundedTextSchema(OPTION_TEXT_MAX), { error: 'Answer must be a list' })
  .min(1, { error: 'Answer must not be empty' })
  .max(OPTION_LIST_MAX, { error: `Answer has more than ${OPTION_LIST_MAX} values` });

const carouselValueSchema = z.union([z.boolean(), z.literal('unable')], {
  error: 'Must be true, false or "unable"',
});

function hasOwnProtoKey(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__');
}

// A zod record silently drops a "__proto__" key; refuse it outright like any other bad key.
const carouselAnswerSchema = z
  .custom<unknown>((value) => !hasOwnProtoKey(value), { error: 'Key "__proto__" is not allowed' })
  .pipe(
    z
      .record(z.string().regex(SLUG_PATTERN, { error: 'Key is not a slug' }), carouselValueSchema)
      .refine((entries) => Object.keys(entries).length > 0, { error: 'Answer must not be empty' })
      .refine((entries) => Object.keys(entries).length <= CAROUSEL_ENTRIES_MAX, {
        error: `Answer has more than ${CAROUSEL_ENTRIES_MAX} entries`,
      }),
  );

const planAnswerValueSchema = z.union([optionAnswerSchema, carouselAnswerSchema], {
  error: 'Answer must be a list or a set of yes/no answers',
});

// A strict object keyed by the known slugs, so '$where', 'a.b' or '__proto__' never get through.
const planAnswersShape = Object.fromEntries(
  PLAN_QUESTION_SLUGS.map((slug) => [slug, planAnswerValueSchema.optional()]),
) as Record<PlanQuestionSlug, z.ZodOptional<typeof planAnswerValueSchema>>;

export const planAnswersSchema: z.ZodType<PlanAnswers> = z
  .strictObject(planAnswersShape, { error: 'Answers must be an object' })
  .refine((answers) => Object.keys(answers).length > 0, { error: 'Answers must not be empty' });

/**
 * A plan's key: 128 random bits or more, URL-safe (base64url). The owner key changes or deletes
 * the plan (the server keeps only its hash); the read key opens it (the server keeps it nowhere:
 * only the plan's links carry it, after '#'). The device makes both (./plan-links.ts); a save
 * without them gets them made by the server.
 */
export const planKeySchema = z
  .string({ error: 'Key must be text' })
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'Key is not valid' });

export const planSaveRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  // Answers queued by an earlier release are brought in line with today's choices first.
  answers: planAnswersSchema.transform(upgradeQueuedAnswers),
  /** Optional: plans made before the details existed, or without any, have none. */
  details: planDetailsSchema.optional(),
  language: languageSchema,
  /** The household's floor-plan sketch, when they drew one (optional). */
  sketch: floorPlanSketchSchema.optional(),
  /** Made on the device; absent from older clients' saves. */
  ownerKey: planKeySchema.optional(),
  readKey: planKeySchema.optional(),
});

/**
 * PUT /api/v1/plan/{identifier} (the owner key in `Authorization: Bearer`): a save's body, with
 * the read key its links carry (the new version is sealed with it, so the same links open it).
 */
export const planUpdateRequestSchema = planSaveRequestSchema
  .omit({ ownerKey: true })
  .extend({ readKey: planKeySchema });

/** Random, URL-safe, at least 128 bits (22 base64url characters). */
export const planIdentifierSchema = z
  .string({ error: 'Identifier must be text' })
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'Identifier is not valid' });

/** Why a saved plan's email was not queued: too many emails to that address, or from that client. */
const EMAIL_WITHHELD_REASONS = ['recipient-limit', 'client-limit'] as const;
export type EmailWithheldReason = (typeof EMAIL_WITHHELD_REASONS)[number];

/**
 * The plan is stored whatever the mail limits say (a stranger's mail to someone's address must
 * never stop them saving their own plan); `emailWithheld` is present only when its email was not
 * queued, so a save that mails is answered `{ identifier }` exactly as earlier releases expect.
 */
// Not strict: an answer may gain fields, and a client reads only those it knows.
export const planSaveResponseSchema = z.object({
  identifier: planIdentifierSchema,
  /** The plan's keys: the device's own, or made by the server for a save without. */
  ownerKey: planKeySchema.optional(),
  readKey: planKeySchema.optional(),
  emailWithheld: z
    .strictObject({
      reason: z.enum(EMAIL_WITHHELD_REASONS),
      /** When an email to this address could be sent again. */
      retryAfterSeconds: z.number().int().positive(),
    })
    .optional(),
});

/** A saved plan as served back: never the name or email (household first names are the plan's). */
export const savedPlanResponseSchema = z.strictObject({
  data: z.strictObject({
    answers: planAnswersSchema,
    details: planDetailsSchema.optional(),
    language: languageSchema,
    sketch: floorPlanSketchSchema.optional(),
  }),
});
