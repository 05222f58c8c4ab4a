// Emailing the quiz checklist: the result is recomputed from the chosen options with the quiz
// domain, and the recomputed summary is what gets queued, once per idempotency key
// (mailed-submission.ts). Past a mail limit it is refused (429): its whole purpose is the email.
import { quizAnswersFromSummary, scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import type { QuizEmailRequest } from '../../src/contracts';
import { KEY_TAKEN, mailKey, type MailedSubmissions } from './mailed-submission';
import type { MailRateLimiter } from './rate-limiter';

export interface EmailChecklistInput {
  request: QuizEmailRequest;
  idempotencyKey: string;
  clientIp: string;
}

export class QuizService {
  constructor(
    private readonly submissions: MailedSubmissions,
    private readonly rateLimiter: MailRateLimiter,
  ) {}

  /** Resolves with whether this was a replay of a request already queued. */
  emailChecklist({ request, idempotencyKey, clientIp }: EmailChecklistInput) {
    const { mail } = this.submissions;
    const key = mailKey('quiz', idempotencyKey);
    return this.submissions.submit({
      request,
      find: () => mail.findByIdempotencyKey(key),
      replay: async () => ({ replayed: true }),
      create: async (requestHash) => {
        await this.rateLimiter.check(clientIp, request.email);
        const summary = scoreQuiz(quizAnswersFromSummary(request.checklistItems));
        const queued = await mail.queue({
          idempotencyKey: key,
          requestHash,
          language: request.language,
          to: request.email,
          mail: { kind: 'quiz', payload: { name: request.name, summary } },
        });
        return queued === 'duplicate' ? KEY_TAKEN : { replayed: false };
      },
    });
  }
}
