// A saved plan's life: saved, opened, changed and deleted by its owner, removed when
// unused. Saving is validated with the plan domain and stored once per idempotency key under a
// random identifier, sealed with the read key only its links carry (plan-seal.ts), together with
// its email's job in one transaction (mailed-submission.ts). Past a mail limit the plan is still
// stored and its email withheld (the answer says so). A replay of the same request gets the
// first answer back, and queues the email then if it was withheld before and may go now.
// A change or a delete needs the owner key; each is written over the revision it was made from,
// so two at once never lose one another.
import type { Clock } from '../clock';
import type {
  DeletedPlanRecord,
  MailRecord,
  OwnedPlanRecord,
  PlanContent,
  PlanRecord,
  PlanStore,
  SealedPlanRecord,
} from '../stores/types';
import { changeMailKey, planMailKeys } from '../stores/types';
import type { PlanSaveRequest, PlanUpdateRequest } from '../../src/contracts';
import { planAnswersProblem } from '../../src/domain/plan/completeness';
import { RequestRejected } from './errors';
import { StoreFull, StoreReadOnly } from '../stores/errors';
import { randomIdentifier } from './identifiers';
import { KEY_TAKEN, mailKey, type MailedSubmissions } from './mailed-submission';
import type { MailToQueue } from './mail-queue';
import { isKeyOf, keyHash, openPlan, sealPlan } from './plan-seal';
import type { EmailWithheld, MailRateLimiter } from './rate-limiter';

export interface SavePlanInput {
  request: PlanSaveRequest;
  idempotencyKey: string;
  clientIp: string;
}

export interface UpdatePlanInput {
  identifier: string;
  ownerKey: string;
  request: PlanUpdateRequest;
  idempotencyKey: string;
  clientIp: string;
}

export interface PlanKeys {
  ownerKey: string;
  readKey: string;
}

export interface SavedPlan {
  identifier: string;
  /** True when this answer repeats the first one for the same idempotency key. */
  replayed: boolean;
  /** The plan's keys; absent on the replay of a save that came without (only hashes are kept). */
  keys?: PlanKeys;
  /** Set when the plan was stored but its email not queued (a mail limit). */
  emailWithheld?: EmailWithheld;
}

/** What a GET finds: the plan, or why not. */
export type FoundPlan = { found: PlanContent } | { missing: 'not-found' | 'gone' };

// 128 random bits make a clash practically impossible; a few tries make it certainly harmless.
const IDENTIFIER_TRIES = 3;
// A change lost to another written at the same moment is made again over the newer revision.
const WRITE_TRIES = 5;
/** The updates a plan remembers, to answer their replays (an outbox keeps a request a week). */
export const PLAN_CHANGES_KEPT = 50;
/** Opening a plan marks it in use at most once a day (a write per open would be wasteful). */
const TOUCH_EVERY_MS = 24 * 60 * 60 * 1000;

function contentOf(request: PlanContent): PlanContent {
  const { answers, details, language, sketch } = request;
  return { answers, language, ...(details ? { details } : {}), ...(sketch ? { sketch } : {}) };
}

/** The answer to a save or change stored now (not a replay). */
function firstAnswer(
  identifier: string,
  keys: PlanKeys,
  emailWithheld: EmailWithheld | null,
): SavedPlan {
  return { identifier, replayed: false, keys, ...(emailWithheld ? { emailWithheld } : {}) };
}

/** Opened with a caller's key when there is no plan, so "no plan" costs what "wrong key" does. */
const NO_PLAN_SEALED = sealPlan(
  { answers: { 'house-type': ['house'] }, language: 'en' },
  'no-plan-read-key-000000',
  'no-plan',
);

const notFound = () => new RequestRejected('not-found', 'No plan with this identifier');

/**
 * The plan if `ownerKey` owns it. Without the right key (no plan, a plan with no owner, another
 * key) the answer is the same "no plan", after the same work: the identifier alone tells nothing.
 */
function owned(plan: PlanRecord | null, ownerKey: string): OwnedPlanRecord {
  const hash = plan && plan.state !== undefined ? plan.ownerKeyHash : undefined;
  if (!isKeyOf(ownerKey, hash)) throw notFound();
  return plan as OwnedPlanRecord;
}

export class PlanService {
  constructor(
    private readonly store: PlanStore,
    private readonly submissions: MailedSubmissions,
    private readonly rateLimiter: MailRateLimiter,
    private readonly clock: Clock,
    private readonly newKey: () => string = randomIdentifier,
  ) {}

  save({ request, idempotencyKey, clientIp }: SavePlanInput): Promise<SavedPlan> {
    const problem = planAnswersProblem(request.answers);
    if (problem) throw new RequestRejected('invalid', problem.message);
    return this.submissions.submit({
      request,
      find: () => this.store.findByIdempotencyKey(idempotencyKey),
      replay: (plan) => this.replaySave(plan, request, clientIp),
      create: async (requestHash) => {
        await this.rateLimiter.countSave(clientIp);
        const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
        // A save from a device carries its own keys; an older client's gets them made here.
        const keys: PlanKeys = {
          ownerKey: request.ownerKey ?? this.newKey(),
          readKey: request.readKey ?? this.newKey(),
        };
        for (let attempt = 0; attempt < IDENTIFIER_TRIES; attempt += 1) {
          const identifier = randomIdentifier();
          const now = this.clock.now();
          const plan: SealedPlanRecord = {
            state: 'sealed',
            identifier,
            idempotencyKey,
            requestHash,
            createdAt: now,
            updatedAt: now,
            revision: 1,
            sealed: sealPlan(contentOf(request), keys.readKey, identifier),
            ownerKeyHash: keyHash(keys.ownerKey),
            readKeyHash: keyHash(keys.readKey),
            changes: [],
          };
          const job = emailWithheld
            ? undefined
            : this.mailJob(this.message(plan, mailKey('plan', idempotencyKey), request, keys));
          if ((await this.store.insert(plan, job)) === 'inserted') {
            if (job) this.submissions.mail.stored();
            return firstAnswer(identifier, keys, emailWithheld);
          }
          // A concurrent request with the same key won, or (never in practice) the identifier.
          if (await this.store.findByIdempotencyKey(idempotencyKey)) return KEY_TAKEN;
        }
        throw new Error('No free plan identifier');
      },
    });
  }

  /** The plan's content, opened with its read key (a plan saved before owner keys needs none). */
  async find(identifier: string, readKey: string | null): Promise<FoundPlan> {
    const plan = await this.store.find(identifier);
    if (!plan || plan.state === 'deleted') {
      // The work a wrong key costs on a plan that exists: no plan answers no faster.
      if (readKey) openPlan(NO_PLAN_SEALED, readKey, identifier);
    }
    if (!plan) return { missing: 'not-found' };
    // "Deleted" only to a link that carries the plan's read key; to anyone else, no plan at all.
    if (plan.state === 'deleted') {
      const known = readKey !== null && isKeyOf(readKey, plan.readKeyHash);
      return { missing: known ? 'gone' : 'not-found' };
    }
    const content =
      plan.state === 'sealed'
        ? readKey && openPlan(plan.sealed, readKey, identifier)
        : contentOf(plan);
    // A wrong or missing key is answered as no plan at all: the identifier alone tells nothing.
    if (!content) return { missing: 'not-found' };
    const now = this.clock.now();
    // When the plan was last used is bookkeeping for the retention sweep: a file open read-only
    // or a full disk (which stop the sweep too) is never a reason to refuse a read.
    await this.store.touch(identifier, now, now - TOUCH_EVERY_MS).catch((error: unknown) => {
      if (!(error instanceof StoreReadOnly || error instanceof StoreFull)) throw error;
    });
    return { found: content };
  }

  /** PUT: the new version under the same identifier and keys, emailed; its replay answered again. */
  async update(input: UpdatePlanInput): Promise<SavedPlan> {
    const { identifier, ownerKey, request, idempotencyKey, clientIp } = input;
    owned(await this.store.find(identifier), ownerKey);
    const problem = planAnswersProblem(request.answers);
    if (problem) throw new RequestRejected('invalid', problem.message);
    const keys: PlanKeys = { ownerKey, readKey: request.readKey };
    const applied = async () => {
      const plan = owned(await this.store.find(identifier), ownerKey);
      return plan.changes.find((change) => change.idempotencyKey === idempotencyKey) ?? null;
    };
    return this.submissions.submit({
      request,
      find: applied,
      // Answered as the first time, even once the plan is deleted since.
      replay: async (): Promise<SavedPlan> => ({ identifier, replayed: true, keys }),
      create: async (requestHash): Promise<SavedPlan | typeof KEY_TAKEN> => {
        await this.rateLimiter.countSave(clientIp);
        const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
        for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
          const current = owned(await this.store.find(identifier), ownerKey);
          if (current.state === 'deleted')
            throw new RequestRejected('gone', 'This plan was deleted');
          // The links carry this read key: a version sealed with another would not open by them.
          if (!openPlan(current.sealed, request.readKey, identifier)) {
            throw new RequestRejected('invalid', 'readKey: this key does not open this plan');
          }
          const now = this.clock.now();
          const next: SealedPlanRecord = {
            ...current,
            sealed: sealPlan(contentOf(request), request.readKey, identifier),
            readKeyHash: keyHash(request.readKey),
            revision: current.revision + 1,
            updatedAt: now,
            changes: [...current.changes, { idempotencyKey, requestHash }].slice(
              -PLAN_CHANGES_KEPT,
            ),
          };
          const job = emailWithheld
            ? undefined
            : this.mailJob(
                this.message(
                  { identifier, requestHash },
                  changeMailKey(identifier, idempotencyKey),
                  request,
                  keys,
                  true,
                ),
              );
          if ((await this.store.replace(next, current, { mail: job })) === 'replaced') {
            await this.store.touch(identifier, now, now);
            if (job) this.submissions.mail.stored();
            return firstAnswer(identifier, keys, emailWithheld);
          }
          if (await applied()) return KEY_TAKEN;
        }
        throw new Error('The plan kept changing while this change was written');
      },
    });
  }

  /**
   * DELETE: the plan's content and its waiting mail gone for good; what stays answers a replayed
   * delete or change (no household's words). A second delete with the key is answered alike.
   */
  async remove(identifier: string, ownerKey: string): Promise<void> {
    for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
      const plan = owned(await this.store.find(identifier), ownerKey);
      if (plan.state === 'deleted') return;
      const now = this.clock.now();
      const deleted: DeletedPlanRecord = {
        state: 'deleted',
        identifier,
        idempotencyKey: plan.idempotencyKey,
        requestHash: plan.requestHash,
        createdAt: plan.createdAt,
        ownerKeyHash: plan.ownerKeyHash,
        ...(plan.readKeyHash ? { readKeyHash: plan.readKeyHash } : {}),
        revision: plan.revision + 1,
        deletedAt: now,
        changes: plan.changes,
      };
      const dropMail = planMailKeys(plan);
      if ((await this.store.replace(deleted, plan, { dropMail })) === 'replaced') {
        await this.store.touch(identifier, now, now);
        return;
      }
    }
    throw new Error('The plan kept changing while it was deleted');
  }

  private async replaySave(
    plan: PlanRecord,
    request: PlanSaveRequest,
    clientIp: string,
  ): Promise<SavedPlan> {
    // The device's own keys are answered again; keys the server made are kept nowhere.
    const keys =
      request.ownerKey && request.readKey
        ? { ownerKey: request.ownerKey, readKey: request.readKey }
        : undefined;
    const replayed: SavedPlan = {
      identifier: plan.identifier,
      replayed: true,
      ...(keys ? { keys } : {}),
    };
    if (plan.state === 'deleted') return replayed;
    const { mail } = this.submissions;
    if (await mail.findByIdempotencyKey(mailKey('plan', plan.idempotencyKey))) return replayed;
    // Its email was withheld (or, before the outbox limit, not queued after the plan was stored).
    const emailWithheld = await this.rateLimiter.takeEmail(clientIp, request.email);
    if (emailWithheld) return { ...replayed, emailWithheld };
    await mail.queue(this.message(plan, mailKey('plan', plan.idempotencyKey), request, keys));
    return replayed;
  }

  private mailJob(message: MailToQueue): MailRecord {
    return this.submissions.mail.jobOf(message);
  }

  /** The plan's email: the request's content, with the keys its links need until it is sent. */
  private message(
    plan: { identifier: string; requestHash: string },
    jobKey: string,
    request: PlanSaveRequest | PlanUpdateRequest,
    keys: PlanKeys | undefined,
    updated = false,
  ): MailToQueue {
    const { answers, details, sketch, language } = contentOf(request);
    return {
      idempotencyKey: jobKey,
      requestHash: plan.requestHash,
      language,
      to: request.email,
      mail: {
        kind: 'plan',
        payload: {
          identifier: plan.identifier,
          name: request.name,
          answers,
          ...(details ? { details } : {}),
          ...(sketch ? { sketch } : {}),
          ...(keys ? { readKey: keys.readKey, ownerKey: keys.ownerKey } : {}),
          ...(updated ? { updated } : {}),
        },
      },
    };
  }
}
