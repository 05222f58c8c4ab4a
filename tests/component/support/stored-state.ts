// Stored answers a component test starts from, as they come back from IndexedDB.
import type { RootState } from '../../../src/app/store';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import { HOUSE_ANSWERS } from '../../support/plan-text';

/** Someone who made the whole house plan (HOUSE_ANSWERS) on this device. */
export const HOUSE_PLAN: Partial<RootState> = {
  plan: {
    answers: HOUSE_ANSWERS as unknown as PlanAnswers,
    details: {},
    name: '',
    email: '',
    drafts: {},
  },
};
