// A saved plan's API: POST /api/v1/plan/save, and GET, PUT and DELETE /api/v1/plan/{identifier}
// (PUT and DELETE need the owner key as `Authorization: Bearer`; GET of a sealed plan
// its read key in the Plan-Read-Key header). Errors are thrown and answered by
// http/error-responses.ts.
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  API_PATHS,
  PLAN_BODY_LIMIT_BYTES,
  PLAN_READ_KEY_HEADER,
  planIdentifierSchema,
  planKeySchema,
  planSaveRequestSchema,
  planUpdateRequestSchema,
  type PlanSaveResponse,
} from '../../src/contracts';
import { ApiError } from '../http/api-error';
import { readJsonBody } from '../http/json-body';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyOf, parseWith } from '../http/request-input';
import type { PlanService, SavedPlan } from '../services/plan-service';

/**
 * The owner key of `Authorization: Bearer {key}` (the scheme in any case, as HTTP says); 401
 * without one that could be a key.
 */
function ownerKeyOf(ctx: Context): string {
  const match = /^Bearer +([^\s]+) *$/i.exec(ctx.get('Authorization'));
  const parsed = planKeySchema.safeParse(match?.[1]);
  if (!parsed.success) {
    throw new ApiError(401, 'This needs the plan’s owner key (Authorization: Bearer)', {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return parsed.data;
}

/** The plan's identifier of the path; a PUT or DELETE of the save path itself is a 405. */
function identifierOf(ctx: Context): string {
  if (ctx.path === API_PATHS.planSave) {
    throw new ApiError(405, 'Method Not Allowed', { Allow: 'POST' });
  }
  return parseWith(planIdentifierSchema, ctx.params.identifier);
}

function answer(ctx: Context, saved: SavedPlan, status: number): void {
  if (saved.replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  ctx.status = status;
  ctx.body = {
    identifier: saved.identifier,
    ...(saved.keys ?? {}),
    ...(saved.emailWithheld ? { emailWithheld: saved.emailWithheld } : {}),
  } satisfies PlanSaveResponse;
}

export function planRoutes(plans: PlanService): Router {
  const router = new Router({ sensitive: true });

  router.post(API_PATHS.planSave, async (ctx) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    const request = parseWith(
      planSaveRequestSchema,
      await readJsonBody(ctx, PLAN_BODY_LIMIT_BYTES),
    );
    answer(ctx, await plans.save({ request, idempotencyKey, clientIp: ctx.ip }), 201);
  });

  router.get(API_PATHS.plan, async (ctx) => {
    const identifier = parseWith(planIdentifierSchema, ctx.params.identifier);
    const key = ctx.get(PLAN_READ_KEY_HEADER);
    const readKey = key === '' ? null : parseWith(planKeySchema, key);
    const plan = await plans.find(identifier, readKey);
    if ('missing' in plan) {
      if (plan.missing === 'gone') throw new ApiError(410, 'This plan was deleted');
      throw new ApiError(404, 'No plan with this identifier');
    }
    // The plan only: its answers, details (household first names included), sketch and language;
    // the sender's name and email are never stored with it.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: plan.found };
  });

  router.put(API_PATHS.plan, async (ctx) => {
    const identifier = identifierOf(ctx);
    const ownerKey = ownerKeyOf(ctx);
    const idempotencyKey = idempotencyKeyOf(ctx);
    const request = parseWith(
      planUpdateRequestSchema,
      await readJsonBody(ctx, PLAN_BODY_LIMIT_BYTES),
    );
    const saved = await plans.update({
      identifier,
      ownerKey,
      request,
      idempotencyKey,
      clientIp: ctx.ip,
    });
    answer(ctx, saved, 200);
  });

  router.delete(API_PATHS.plan, async (ctx) => {
    const identifier = identifierOf(ctx);
    await plans.remove(identifier, ownerKeyOf(ctx));
    ctx.status = 204;
  });

  return router;
}
