// The checklist email's status as src/submissions keeps it. A checklist that changed after it was sent
// (an answer edited) may be sent again: the form comes back.
import { createSelector } from '@reduxjs/toolkit';
import { scoreQuiz } from '../../domain/quiz/quiz-rules';
import { isChangedSinceSent, selectSubmission, type SubmissionStatus } from '../../submissions';
import type { RootState } from '../../state/root-state';
import { selectQuizAnswers } from '../../state/quiz/quiz-slice';

const IDLE: SubmissionStatus = { state: 'idle' };

export const selectQuizEmailStatus = createSelector(
  [(state: RootState) => selectSubmission(state, 'quiz'), selectQuizAnswers],
  (submission, answers): SubmissionStatus =>
    !submission || isChangedSinceSent(submission, scoreQuiz(answers)) ? IDLE : submission.status,
);
