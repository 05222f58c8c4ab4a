// Saving a plan: validate with the plan domain, store it once per idempotency key under a random
// identifier, together with its email's job in one transaction. Past a mail limit the plan is
// still stored and its email withheld (the answer says so). A replay of the same request gets the
// first identifier back, and queues the email then if it was withheld before and may go now.
import type { Clock } from '../clock';
import type { MailRecord, PlanRecord, PlanStore } from '../stores/types';
import type { PlanSaveRequest } from '../../src/contracts';
import { planAnswersProblem } from '../../src/domain/plan/completeness';
import { RequestRejected } from './errors';
import { randomIdentifier, requestHash } from './identifiers';
import type { MailQueue } from './mail-queue';
import type { EmailWithheld, MailRateLimiter } from './rate-limiter';
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
  /** Set when the plan was stored but its email not queued (a mail limit). */
  emailWithheld?: EmailWithheld;
}

// 128 random bits make a clash practically impossible; a few tries make it certainly harmless.
const IDENTIFIER_TRIES = 3;

export const IDEMPOTENCY_CONFLICT = 'The Idempotency-Key was already used for a different request';

export class PlanService {
  constructor(
    private readonly store: PlanStore,
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
    const existing = await this.store.findByIdempotencyKey(idempotencyKey);
    if (existing) return this.replay(existing, hash, request, clientIp);

    await this.mail.assertRoom();
    await this.rateLimiter.countSave(clientIp);
    const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
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
      const job = emailWithheld ? undefined : this.mailJob(plan, request);
      if ((await this.store.insert(plan, job)) === 'inserted') {
        if (job) this.mail.stored();
        return {
          identifier: plan.identifier,
          replayed: false,
          ...(emailWithheld ? { emailWithheld } : {}),
        };
      }
      // Either a concurrent request with the same key won, or (never in practice) the identifier.
      const winner = await this.store.findByIdempotencyKey(idempotencyKey);
      if (winner) return this.replay(winner, hash, request, clientIp);
    }
    throw new Error('No free plan identifier');
  }

  async find(
    identifier: string,
  ): Promise<Pick<PlanRecord, 'answers' | 'details' | 'language' | 'sketch'> | null> {
    const plan = await this.store.find(identifier);
    if (!plan) return null;
    const { answers, details, language, sketch } = plan;
    return { answers, language, ...(details ? { details } : {}), ...(sketch ? { sketch } : {}) };
  }

  private async replay(
    plan: PlanRecord,
    hash: string,
    request: PlanSaveRequest,
    clientIp: string,
  ): Promise<SavedPlan> {
    if (plan.requestHash !== hash)
      throw new RequestRejected('idempotency-conflict', IDEMPOTENCY_CONFLICT);
    const replayed = { identifier: plan.identifier, replayed: true };
    const key = mailKeyOf(plan);
    if (await this.mail.findByIdempotencyKey(key)) return replayed;
    // Its email was withheld (or, before issue 23, not queued after the plan was stored).
    const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
    if (emailWithheld) return { ...replayed, emailWithheld };
    await this.mail.queue(this.message(plan, request));
    return replayed;
  }

  private mailJob(plan: PlanRecord, request: PlanSaveRequest): MailRecord {
    return this.mail.jobOf(this.message(plan, request));
  }

  private message(plan: PlanRecord, request: PlanSaveRequest) {
    return {
      idempotencyKey: mailKeyOf(plan),
      requestHash: plan.requestHash,
      language: plan.language,
      to: request.email,
      mail: {
        kind: 'plan' as const,
        payload: {
          identifier: plan.identifier,
          name: request.name,
          answers: plan.answers,
          ...(plan.details ? { details: plan.details } : {}),
          ...(plan.sketch ? { sketch: plan.sketch } : {}),
        },
      },
    };
  }
}

function mailKeyOf(plan: PlanRecord): string {
  return `plan:${plan.idempotencyKey}`;
}
