// Saving a plan: validated with the plan domain, stored once per idempotency key under a random
// identifier together with its email's job, in one transaction (mailed-submission.ts). Past a
// mail limit the plan is still stored and its email withheld (the answer says so). A replay of
// the same request gets the first identifier back, and queues the email then if it was withheld
// before and may go now.
import type { Clock } from '../clock';
import type { MailRecord, PlanRecord, PlanStore } from '../stores/types';
import type { PlanSaveRequest } from '../../src/contracts';
import { planAnswersProblem } from '../../src/domain/plan/completeness';
import { RequestRejected } from './errors';
import { randomIdentifier } from './identifiers';
import { KEY_TAKEN, mailKey, type MailedSubmissions } from './mailed-submission';
import type { MailToQueue } from './mail-queue';
import type { EmailWithheld, MailRateLimiter } from './rate-limiter';

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

export class PlanService {
  constructor(
    private readonly store: PlanStore,
    private readonly submissions: MailedSubmissions,
    private readonly rateLimiter: MailRateLimiter,
    private readonly clock: Clock,
  ) {}

  save({ request, idempotencyKey, clientIp }: SavePlanInput): Promise<SavedPlan> {
    const problem = planAnswersProblem(request.answers);
    if (problem) throw new RequestRejected('invalid', problem.message);
    return this.submissions.submit({
      request,
      find: () => this.store.findByIdempotencyKey(idempotencyKey),
      replay: (plan) => this.replay(plan, request, clientIp),
      create: async (requestHash) => {
        await this.rateLimiter.countSave(clientIp);
        const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
        for (let attempt = 0; attempt < IDENTIFIER_TRIES; attempt += 1) {
          const plan: PlanRecord = {
            identifier: randomIdentifier(),
            idempotencyKey,
            requestHash,
            answers: request.answers,
            ...(request.details ? { details: request.details } : {}),
            language: request.language,
            createdAt: this.clock.now(),
            ...(request.sketch ? { sketch: request.sketch } : {}),
          };
          const job = emailWithheld ? undefined : this.mailJob(plan, request);
          if ((await this.store.insert(plan, job)) === 'inserted') {
            if (job) this.submissions.mail.stored();
            return {
              identifier: plan.identifier,
              replayed: false,
              ...(emailWithheld ? { emailWithheld } : {}),
            };
          }
          // A concurrent request with the same key won, or (never in practice) the identifier.
          if (await this.store.findByIdempotencyKey(idempotencyKey)) return KEY_TAKEN;
        }
        throw new Error('No free plan identifier');
      },
    });
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
    request: PlanSaveRequest,
    clientIp: string,
  ): Promise<SavedPlan> {
    const replayed = { identifier: plan.identifier, replayed: true };
    const { mail } = this.submissions;
    if (await mail.findByIdempotencyKey(mailKey('plan', plan.idempotencyKey))) return replayed;
    // Its email was withheld (or, before issue 23, not queued after the plan was stored).
    const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
    if (emailWithheld) return { ...replayed, emailWithheld };
    await mail.queue(this.message(plan, request));
    return replayed;
  }

  private mailJob(plan: PlanRecord, request: PlanSaveRequest): MailRecord {
    return this.submissions.mail.jobOf(this.message(plan, request));
  }

  private message(plan: PlanRecord, request: PlanSaveRequest): MailToQueue {
    return {
      idempotencyKey: mailKey('plan', plan.idempotencyKey),
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
    };
  }
}
