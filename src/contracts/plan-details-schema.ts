// The plan's optional details (ways out in words, household, checks done now): bounded shape
// here, the rest (plain text, who helps whom) in the domain's planDetailsProblem, so the device
// and the server refuse the same things.
import { z } from 'zod';
import { NEED_KINDS, NEED_LIMITS } from '../content/household-needs';
import { DETAIL_LIMITS, DO_IT_NOW_CHECKS, WAY_OUT_KINDS } from '../content/plan-detail-choices';
import { planDetailsProblem } from '../domain/plan/details-check';
import type { PlanDetails } from '../domain/plan/details';
import { MEMBER_ID_PATTERN, STOREYS } from '../domain/plan/details';
import { boundedTextSchema } from './common';

const memberIdSchema = z.string().regex(MEMBER_ID_PATTERN, { error: 'Not a household id' });

const wayOutSchema = z.strictObject({
  kind: z.enum(WAY_OUT_KINDS, { error: 'Unknown way out' }).optional(),
  description: boundedTextSchema(DETAIL_LIMITS.wayOutDescription).optional(),
});

const personSchema = z.strictObject({
  id: memberIdSchema,
  name: boundedTextSchema(DETAIL_LIMITS.memberName),
  needsHelp: z.boolean({ error: 'Must be true or false' }),
  helperId: memberIdSchema.optional(),
  // Optional: plans saved before needs were asked have neither.
  needs: z
    .array(z.enum(NEED_KINDS, { error: 'Unknown need' }))
    .max(NEED_KINDS.length, { error: 'Too many needs' })
    .optional(),
  needsOther: boundedTextSchema(NEED_LIMITS.otherText).optional(),
  // Optional: where they sleep, whether they are sometimes away, who helps instead.
  bedroomId: z.string({ error: 'Bedroom must be a room id' }).max(8).optional(),
  sometimesAway: z.boolean({ error: 'Must be true or false' }).optional(),
  backupHelperId: memberIdSchema.optional(),
});

const petSchema = z.strictObject({
  id: memberIdSchema,
  name: boundedTextSchema(DETAIL_LIMITS.memberName),
  takerId: memberIdSchema.optional(),
});

const doneNowShape = Object.fromEntries(
  DO_IT_NOW_CHECKS.map((check) => [check, z.boolean().optional()]),
) as Record<(typeof DO_IT_NOW_CHECKS)[number], z.ZodOptional<z.ZodBoolean>>;

const PROBLEM_MESSAGES = {
  text: 'Must be plain text without links or phone numbers',
  kind: 'Unknown way out',
  'too-many': 'Too many entries',
  'duplicate-id': 'Id used twice',
  'bad-id': 'Not a household id',
  name: 'Name must be plain text without links or phone numbers',
  helper: 'Helper must be another person of the household, for someone who needs help',
  taker: "A pet's taker must be a person of the household",
  needs: 'Needs must be known kinds, each once',
  bedroom: 'Bedroom must be a room id of the floor plan',
} as const;

export const planDetailsSchema: z.ZodType<PlanDetails> = z
  .strictObject({
    wayOuts: z
      .strictObject({ first: wayOutSchema.optional(), second: wayOutSchema.optional() })
      .optional(),
    building: z
      .strictObject({
        stairs: boundedTextSchema(DETAIL_LIMITS.buildingText).optional(),
        exit: boundedTextSchema(DETAIL_LIMITS.buildingText).optional(),
      })
      .optional(),
    people: z
      .array(personSchema)
      .max(DETAIL_LIMITS.people, { error: `At most ${DETAIL_LIMITS.people} people` })
      .optional(),
    pets: z
      .array(petSchema)
      .max(DETAIL_LIMITS.pets, { error: `At most ${DETAIL_LIMITS.pets} pets` })
      .optional(),
    doneNow: z.strictObject(doneNowShape).optional(),
    storeys: z.enum(STOREYS, { error: 'Storeys must be one or more' }).optional(),
  })
  .superRefine((details, context) => {
    const problem = planDetailsProblem(details);
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: problem.path,
        message: PROBLEM_MESSAGES[problem.reason],
      });
    }
  });
