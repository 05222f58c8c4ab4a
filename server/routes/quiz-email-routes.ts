// POST /api/v1/quiz/email. Answers `{ success: true }`, errors `{ success: false, error }`.
import Router from '@koa/router';
import { API_PATHS, quizEmailRequestSchema } from '../../src/contracts';
import { apiErrors, quizErrorBody } from '../http/api-error';
import { readJsonBody } from '../http/json-body';
import { idempotencyKeyOf, parseWith } from '../http/request-input';
import type { Logger } from '../log';
import type { QuizService } from '../services/quiz-service';

export function quizRoutes(quiz: QuizService, logger: Logger): Router {
  const router = new Router({ sensitive: true });

  router.post(API_PATHS.quizEmail, apiErrors(quizErrorBody, logger), async (ctx) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    const request = parseWith(quizEmailRequestSchema, await readJsonBody(ctx));
    const { replayed } = await quiz.emailChecklist({ request, idempotencyKey, clientIp: ctx.ip });
    if (replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.body = { success: true };
  });

  return router;
}
