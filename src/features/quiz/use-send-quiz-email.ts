// Sends the checklist and records what became of it. The idempotency key is kept only while the
// outcome is unknown (offline, or parked in the service worker's outbox), so a retry of the same
// request is mailed once.
import { useCallback, useRef } from 'react';
import { ApiError, NetworkError, newIdempotencyKey, sendQuizEmail } from '../../lib/api-client';
import { OUTBOX_QUEUED_STATUS } from '../../contracts/outbox';
import type { QuizEmailRequest } from '../../contracts';
import { useAppDispatch } from '../../app/hooks';
import { quizEmailNotSent, quizEmailRejected, quizEmailSent } from './quiz-slice';

export function useSendQuizEmail(): (request: QuizEmailRequest) => Promise<void> {
  const dispatch = useAppDispatch();
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    async (request) => {
      const body = JSON.stringify(request);
      if (pending.current?.body !== body) pending.current = { body, key: newIdempotencyKey() };
      try {
        const answer = await sendQuizEmail(request, pending.current.key);
        pending.current = null;
        dispatch(answer.success ? quizEmailSent() : quizEmailRejected());
      } catch (error) {
        // Offline, the service worker answers 'queued' (202) instead of the server: not sent yet.
        const offline =
          error instanceof NetworkError ||
          (error instanceof ApiError && error.status === OUTBOX_QUEUED_STATUS);
        if (offline) {
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
