// POST /api/v1/plan/save and GET /api/v1/plan/{identifier}. Errors are thrown and answered by
// http/error-responses.ts.
import Router from '@koa/router';
import {
  API_PATHS,
  PLAN_BODY_LIMIT_BYTES,
  planIdentifierSchema,
  planSaveRequestSchema,
  type PlanSaveResponse,
} from '../../src/contracts';
import { ApiError } from '../http/api-error';
import { readJsonBody } from '../http/json-body';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyOf, parseWith } from '../http/request-input';
import type { PlanService } from '../services/plan-service';

export function planRoutes(plans: PlanService): Router {
  const router = new Router({ sensitive: true });

  router.post(API_PATHS.planSave, async (ctx) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    const request = parseWith(
      planSaveRequestSchema,
      await readJsonBody(ctx, PLAN_BODY_LIMIT_BYTES),
    );
    const saved = await plans.save({ request, idempotencyKey, clientIp: ctx.ip });
    if (saved.replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    ctx.status = 201;
    ctx.body = {
      identifier: saved.identifier,
      ...(saved.emailWithheld ? { emailWithheld: saved.emailWithheld } : {}),
    } satisfies PlanSaveResponse;
  });

  router.get(API_PATHS.plan, async (ctx) => {
    const identifier = parseWith(planIdentifierSchema, ctx.params.identifier);
    const plan = await plans.find(identifier);
    if (!plan) throw new ApiError(404, 'No plan with this identifier');
    // The plan only: its answers, details (household first names included), sketch and language;
    // the sender's name and email are never stored with it.
    ctx.body = { data: plan };
  });

  return router;
}
