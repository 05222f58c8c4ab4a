// POST /api/v1/quiz/email. Answers `{ success: true }`; errors are thrown and answered by
// http/error-responses.ts (with the `success: false` its v1 clients read).
import Router from '@koa/router';
import { API_PATHS, quizEmailRequestSchema } from '../../src/contracts';
import { readJsonBody } from '../http/json-body';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyOf, parseWith } from '../http/request-input';
import type { QuizService } from '../services/quiz-service';

export function quizRoutes(quiz: QuizService): Router {
  const router = new Router({ sensitive: true });

  router.post(API_PATHS.quizEmail, async (ctx) => {
    const idempotencyKey = idempotencyKeyOf(ctx);
    const request = parseWith(quizEmailRequestSchema, await readJsonBody(ctx));
    const { replayed } = await quiz.emailChecklist({ request, idempotencyKey, clientIp: ctx.ip });
    if (replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    ctx.body = { success: true };
  });

  return router;
}
