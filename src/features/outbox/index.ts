// The outbox feature owns everything the device sends: one status vocabulary (./submission.ts),
// one thunk per kind (./kinds.ts), the state of each submission and of the service worker's
// outbox (./outbox-slice.ts), and the bridge that brings the worker's news in (./outbox-bridge.ts).
// Components dispatch a kind's thunk and read its status with selectSubmissionStatus.
export {
  outboxSlice,
  outboxUpdated,
  submissionDismissed,
  selectOutboxEntry,
  selectSubmission,
  selectSubmissionStatus,
  isOutboxPending,
} from './outbox-slice';
export type { OutboxEntry, OutboxSliceState } from './outbox-slice';
export { fingerprint, isChangedSinceSent } from './fingerprint';
export type { Submission, SubmissionFailure, SubmissionKind, SubmissionStatus } from './submission';
export { sendPlan, sendQuizEmail } from './kinds';
export { startOutboxBridge } from './outbox-bridge';
