// Emailing the quiz checklist: the result is recomputed from the chosen options with the quiz
// domain, and the recomputed summary is what gets queued, once per idempotency key.
import { quizAnswersFromSummary, scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import type { QuizEmailRequest } from '../../src/contracts';
import { RequestRejected } from './errors';
import { requestHash } from './identifiers';
import type { MailQueue } from './mail-queue';
import { IDEMPOTENCY_CONFLICT } from './plan-service';
import type { MailRateLimiter } from './rate-limiter';
import { isUndeliverableAddress } from './recipient';

export interface EmailChecklistInput {
  request: QuizEmailRequest;
  idempotencyKey: string;
  clientIp: string;
}

export class QuizService {
  constructor(
    private readonly mail: MailQueue,
    private readonly rateLimiter: MailRateLimiter,
  ) {}

  /** Resolves with whether this was a replay of a request already queued. */
  async emailChecklist({ request, idempotencyKey, clientIp }: EmailChecklistInput) {
    if (isUndeliverableAddress(request.email)) {
      throw new RequestRejected('undeliverable', 'email: this address cannot receive mail');
    }
    const summary = scoreQuiz(quizAnswersFromSummary(request.checklistItems));
    const hash = requestHash(request);
    const key = `quiz:${idempotencyKey}`;
    if (await this.isReplay(key, hash)) return { replayed: true };

    await this.mail.assertRoom();
    await this.rateLimiter.check(clientIp, request.email);
    const result = await this.mail.queue({
      idempotencyKey: key,
      requestHash: hash,
      language: request.language,
      to: request.email,
      mail: { kind: 'quiz', payload: { name: request.name, summary } },
    });
    if (result === 'duplicate' && !(await this.isReplay(key, hash))) {
      throw new Error('A queued message vanished');
    }
    return { replayed: result === 'duplicate' };
  }

  private async isReplay(key: string, hash: string): Promise<boolean> {
    const existing = await this.mail.findByIdempotencyKey(key);
    if (!existing) return false;
    if (existing.requestHash !== hash) {
      throw new RequestRejected('idempotency-conflict', IDEMPOTENCY_CONFLICT);
    }
    return true;
  }
}
