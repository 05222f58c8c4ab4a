// Puts a submission into a real store the way the submission thunks do: started under a key, then
// settled with what the server (or the service worker) answered.
import type { AppStore } from '../../../src/app/store';
import { fingerprint, type SubmissionKind, type SubmissionStatus } from '../../../src/submissions';
import { submissionSettled, submissionStarted } from '../../../src/submissions/submissions-slice';

export function settle(
  store: AppStore,
  kind: SubmissionKind,
  status: SubmissionStatus,
  { key = 'device-key-0123456789', subject = null as unknown } = {},
): void {
  store.dispatch(
    submissionStarted({
      kind,
      idempotencyKey: key,
      request: 'request',
      subject: fingerprint(subject),
    }),
  );
  store.dispatch(submissionSettled({ kind, idempotencyKey: key, status }));
}
