// Submissions: everything the device sends (plan saves, quiz emails, any kind added later), a layer
// below the features, which import it through this file; it imports no feature. One delivery
// model (src/contracts/submissions.ts), one definition per kind (./kinds.ts), the latest
// submission of each kind (./submissions-slice.ts), and the one way the service worker's reports
// come in (./worker-results.ts). Components dispatch a kind's thunk and read its status with
// selectSubmissionStatus. The composition root (src/app, src/main.tsx) wires the slice and
// startWorkerResults from their own modules, so the first screen does not load the sending.
export {
  submissionsSlice,
  submissionDismissed,
  submissionAdopted,
  submissionForgotten,
  selectSubmission,
  selectSubmissionStatus,
} from './submissions-slice';
export type { SubmissionsState } from './submissions-slice';
export { fingerprint, isChangedSinceSent } from './fingerprint';
export { SUBMISSION_KINDS } from './submission';
export type {
  Submission,
  SubmissionFailure,
  SubmissionKind,
  SubmissionState,
  SubmissionStatus,
} from './submission';
export { defineSubmission, type SubmissionDefinition } from './define-submission';
export { sendPlan, updatePlan, deletePlan, sendQuizEmail, type PlanUpdate } from './kinds';
export { forgetAllReports, forgetReportsAbout, startWorkerResults } from './worker-results';
