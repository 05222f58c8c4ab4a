// Saving a plan: validate with the plan domain, store it once per idempotency key under a random
// identifier, and queue its email. A replay of the same request gets the first identifier back
// (and re-queues the email if an earlier attempt stopped between the two writes).
import type { Clock } from '../clock';
import type { PlanRecord, Store } from '../stores/types';
import type { PlanSaveRequest } from '../../src/contracts';
import { planAnswersProblem } from '../../src/domain/plan-completeness';
import { RequestRejected } from './errors';
import { randomIdentifier, requestHash } from './identifiers';
import type { MailQueue } from './mail-queue';
import type { MailRateLimiter } from './rate-limiter';
import { isUndeliverableAddress } from './recipient';

export interface SavePlanInput {
  request: PlanSaveRequest;
  idempotencyKey: string;
  clientIp: string;
}

export interface SavedPlan {
  identifier: string;
  /** True when this answer repeats the first one for the same idempotency key. */
  replayed: boolean;
}

// 128 random bits make a clash practically impossible; a few tries make it certainly harmless.
const IDENTIFIER_TRIES = 3;

export const IDEMPOTENCY_CONFLICT = 'The Idempotency-Key was already used for a different request';

export class PlanService {
  constructor(
    private readonly store: Store,
    private readonly mail: MailQueue,
    private readonly rateLimiter: MailRateLimiter,
    private readonly clock: Clock,
  ) {}

  async save({ request, idempotencyKey, clientIp }: SavePlanInput): Promise<SavedPlan> {
    const problem = planAnswersProblem(request.answers);
    if (problem) throw new RequestRejected('invalid', problem.message);
    if (isUndeliverableAddress(request.email)) {
      throw new RequestRejected('undeliverable', 'email: this address cannot receive mail');
    }
    const hash = requestHash(request);
    const existing = await this.store.findPlanByIdempotencyKey(idempotencyKey);
    if (existing) return this.replay(existing, hash, request);

    await this.mail.assertRoom();
    await this.rateLimiter.check(clientIp, request.email);
    for (let attempt = 0; attempt < IDENTIFIER_TRIES; attempt += 1) {
      const plan: PlanRecord = {
        identifier: randomIdentifier(),
        idempotencyKey,
        requestHash: hash,
        answers: request.answers,
        ...(request.details ? { details: request.details } : {}),
        language: request.language,
        createdAt: this.clock.now(),
        ...(request.sketch ? { sketch: request.sketch } : {}),
      };
      if ((await this.store.insertPlan(plan)) === 'inserted') {
        await this.queueMail(plan, request);
        return { identifier: plan.identifier, replayed: false };
      }
      // Either a concurrent request with the same key won, or (never in practice) the identifier.
      const winner = await this.store.findPlanByIdempotencyKey(idempotencyKey);
      if (winner) return this.replay(winner, hash, request);
    }
    throw new Error('No free plan identifier');
  }

  async find(
    identifier: string,
  ): Promise<Pick<PlanRecord, 'answers' | 'details' | 'language' | 'sketch'> | null> {
    const plan = await this.store.findPlan(identifier);
    if (!plan) return null;
    const { answers, details, language, sketch } = plan;
    return { answers, language, ...(details ? { details } : {}), ...(sketch ? { sketch } : {}) };
  }

  private async replay(plan: PlanRecord, hash: string, request: PlanSaveRequest) {
    if (plan.requestHash !== hash)
      throw new RequestRejected('idempotency-conflict', IDEMPOTENCY_CONFLICT);
    await this.queueMail(plan, request);
    return { identifier: plan.identifier, replayed: true };
  }

  private async queueMail(plan: PlanRecord, request: PlanSaveRequest): Promise<void> {
    await this.mail.queue({
      idempotencyKey: `plan:${plan.idempotencyKey}`,
      requestHash: plan.requestHash,
      language: plan.language,
      to: request.email,
      mail: {
        kind: 'plan',
        payload: {
          identifier: plan.identifier,
          name: request.name,
          answers: plan.answers,
          ...(plan.details ? { details: plan.details } : {}),
          ...(plan.sketch ? { sketch: plan.sketch } : {}),
        },
      },
    });
  }
}
