// Sends the checklist and records what became of it. The idempotency key is kept only while the
// outcome is unknown (offline, or parked in the service worker's outbox), so a retry of the same
// request is mailed once.
import { useCallback, useRef } from 'react';
import { NetworkError, newIdempotencyKey, submitQuizEmail } from '../../lib/api-client';
import type { QuizEmailRequest } from '../../contracts';
import { useAppDispatch } from '../../app/hooks';
import { quizEmailNotSent, quizEmailQueued, quizEmailRejected, quizEmailSent } from './quiz-slice';

export function useSendQuizEmail(): (request: QuizEmailRequest) => Promise<void> {
  const dispatch = useAppDispatch();
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    async (request) => {
      const body = JSON.stringify(request);
      if (pending.current?.body !== body) pending.current = { body, key: newIdempotencyKey() };
      try {
        const answer = await submitQuizEmail(request, pending.current.key);
        if (answer.outcome === 'queued') {
          // The service worker keeps it and sends it by itself once the device is back online.
          dispatch(quizEmailQueued({ idempotencyKey: answer.idempotencyKey }));
          return;
        }
        pending.current = null;
        dispatch(answer.response.success ? quizEmailSent() : quizEmailRejected());
      } catch (error) {
        if (error instanceof NetworkError) {
          dispatch(quizEmailNotSent());
        } else {
          pending.current = null;
          dispatch(quizEmailRejected());
        }
      }
    },
    [dispatch],
  );
}
