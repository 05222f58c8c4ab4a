// One thunk per kind of submission, all made the same way. A new kind is an outbox route in
// src/contracts/outbox.ts, its request contract, and one defineSubmission call (./kinds.ts).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { outboxPathOf } from '../../contracts/outbox';
import {
  selectSubmission,
  submissionRefused,
  submissionSettled,
  submissionStarted,
  type OutboxSliceState,
} from './outbox-slice';
import { fingerprint } from './fingerprint';
import {
  isOutcomeKnown,
  type SubmissionFailure,
  type SubmissionKind,
  type SubmissionStatus,
} from './submission';
import { newIdempotencyKey, postSubmission, type AcceptAnswer } from './transport';

export interface SubmissionKindSpec<Request> {
  kind: SubmissionKind;
  /** What "changed since sent" compares (the plan's answers, the checklist). */
  subject: (request: Request) => unknown;
  /** A problem the device can see before sending (e.g. an incomplete plan), or null. */
  precheck?: (request: Request) => SubmissionFailure | null;
  /** The server's answer, when it is a success: the result kept with the submission. */
  accept: AcceptAnswer;
}

type OutboxState = { outbox: OutboxSliceState };
export type SubmissionThunk = ThunkAction<
  Promise<SubmissionStatus>,
  OutboxState,
  unknown,
  UnknownAction
>;

export function defineSubmission<Request>(
  spec: SubmissionKindSpec<Request>,
): (request: Request) => SubmissionThunk {
  return (request) => async (dispatch, getState) => {
    const { kind } = spec;
    const problem = spec.precheck?.(request) ?? null;
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
        subject: fingerprint(spec.subject(request)),
      }),
    );
    const status = await postSubmission(outboxPathOf(kind), request, idempotencyKey, spec.accept);
    dispatch(submissionSettled({ kind, idempotencyKey, status }));
    return status;
  };
}
