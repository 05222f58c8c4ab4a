// One thunk per kind of submission, all made the same way. A new kind is one defineSubmission
// call in ./kinds.ts (its name, where it goes, what it is about, what the device checks first and
// how its success reads) plus the screen that dispatches it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { newIdempotencyKey } from '../contracts/idempotency';
import {
  selectSubmission,
  submissionRefused,
  submissionSettled,
  submissionStarted,
  type SubmissionsState,
} from './submissions-slice';
import { fingerprint } from './fingerprint';
import {
  isOutcomeKnown,
  type SubmissionFailure,
  type SubmissionKind,
  type SubmissionStatus,
} from './submission';
import { postSubmission, type AcceptAnswer, type SubmissionTarget } from './transport';

export interface SubmissionDefinition<Request> {
  /** Its name in the store: pages read its status with selectSubmissionStatus(state, kind). */
  kind: SubmissionKind;
  /**
   * Where it goes: an API path it is POSTed to (src/contracts/api-paths.ts) with the request as
   * its body, or the method, path, headers and body the request makes.
   */
  target: string | ((request: Request) => SubmissionTarget);
  /** What "changed since sent" compares (the plan's answers, the checklist). */
  subject: (request: Request) => unknown;
  /** A problem the device can see before sending (e.g. an incomplete plan), or null. */
  precheck?: (request: Request) => SubmissionFailure | null;
  /** The server's answer, read with the API's contract: the result kept when it is a success. */
  accept: AcceptAnswer;
}

/** The part of the app's state submissions live in. */
interface SubmissionsRoot {
  submissions: SubmissionsState;
}
export type SubmissionThunk = ThunkAction<
  Promise<SubmissionStatus>,
  SubmissionsRoot,
  unknown,
  UnknownAction
>;

export function defineSubmission<Request>(
  definition: SubmissionDefinition<Request>,
): (request: Request) => SubmissionThunk {
  return (request) => async (dispatch, getState) => {
    const { kind } = definition;
    const problem = definition.precheck?.(request) ?? null;
    if (problem) {
      const status = { state: 'failed', failure: problem } as const;
      dispatch(submissionRefused({ kind, status }));
      return status;
    }
    const requestPrint = fingerprint(request);
    const previous = selectSubmission(getState(), kind);
    // The same request keeps its key until its outcome is known: a retry is stored once.
    const idempotencyKey =
      previous?.idempotencyKey &&
      previous.request === requestPrint &&
      !isOutcomeKnown(previous.status)
        ? previous.idempotencyKey
        : newIdempotencyKey();
    dispatch(
      submissionStarted({
        kind,
        idempotencyKey,
        request: requestPrint,
        subject: fingerprint(definition.subject(request)),
      }),
    );
    const { target } = definition;
    const status = await postSubmission(
      typeof target === 'string'
        ? { method: 'POST', path: target, body: request }
        : target(request),
      idempotencyKey,
      definition.accept,
    );
    dispatch(submissionSettled({ kind, idempotencyKey, status }));
    return status;
  };
}
