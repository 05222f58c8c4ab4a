// The escape plan's answers, the householder's name and email, and what became of the save
// request. Persisted to IndexedDB (src/app/store.ts), so nothing typed is lost on a reload.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { withoutAnswersOutsideFlow } from '../../domain/plan-flow';
import { outboxUpdated } from '../outbox/outbox-slice';
import type { PlanAnswerValue, PlanAnswers, PlanQuestionSlug } from '../../domain/types';
import type { DoItNowCheck, WayOutRoute } from '../../content/plan-details';
import type {
  BuildingWayOut,
  HouseholdPerson,
  HouseholdPet,
  PlanDetails,
  WayOutDetail,
} from '../../domain/plan-details';

/**
 * idle: not sent; saved: the server stored it; queued: waiting in the service worker's outbox;
 * offline: no network and no outbox; failed: the server refused it.
 */
export type SaveStatus = 'idle' | 'saved' | 'queued' | 'offline' | 'failed';

export interface PlanState {
  answers: PlanAnswers;
  /** The optional detail beyond the answers: ways out in words, household, checks done now. */
  details: PlanDetails;
  name: string;
  email: string;
  /** The saved plan's identifier, for /print/{identifier}; null until the server answers. */
  identifier: string | null;
  saveStatus: SaveStatus;
  /** The idempotency key of the save waiting in the outbox, while saveStatus is 'queued'. */
  queuedKey?: string | null;
}

export const initialPlanState: PlanState = {
  answers: {},
  details: {},
  name: '',
  email: '',
  identifier: null,
  saveStatus: 'idle',
};

const NO_DETAILS: PlanDetails = {};

export const planSlice = createSlice({
  name: 'plan',
  initialState: initialPlanState,
  reducers: {
    answerRecorded(
      state,
      action: PayloadAction<{ slug: PlanQuestionSlug; value: PlanAnswerValue }>,
    ) {
      state.answers[action.payload.slug] = action.payload.value;
    },
    /** The home type picks the flow: answers the new flow does not ask are dropped. */
    houseTypeChanged(state, action: PayloadAction<string>) {
      state.answers = withoutAnswersOutsideFlow({
        ...state.answers,
        'house-type': [action.payload],
      });
    },
    wayOutDescribed(state, action: PayloadAction<{ route: WayOutRoute; wayOut: WayOutDetail }>) {
      // A state persisted before the details existed has none.
      state.details ??= {};
      state.details.wayOuts = {
        ...state.details.wayOuts,
        [action.payload.route]: action.payload.wayOut,
      };
    },
    buildingWayOutDescribed(state, action: PayloadAction<BuildingWayOut>) {
      state.details ??= {};
      state.details.building = action.payload;
    },
    householdChanged(
      state,
      action: PayloadAction<{ people: HouseholdPerson[]; pets: HouseholdPet[] }>,
    ) {
      state.details ??= {};
      state.details.people = action.payload.people;
      state.details.pets = action.payload.pets;
    },
    doItNowRecorded(state, action: PayloadAction<{ check: DoItNowCheck; done: boolean }>) {
      state.details ??= {};
      state.details.doneNow = {
        ...state.details.doneNow,
        [action.payload.check]: action.payload.done,
      };
    },
    formSubmitted(state, action: PayloadAction<{ name: string; email: string }>) {
      state.name = action.payload.name;
      state.email = action.payload.email;
    },
    planSaved(state, action: PayloadAction<{ identifier: string }>) {
      state.identifier = action.payload.identifier;
      state.saveStatus = 'saved';
    },
    planQueued(state, action: PayloadAction<{ idempotencyKey: string }>) {
      state.saveStatus = 'queued';
      state.queuedKey = action.payload.idempotencyKey;
    },
    planSaveFailed(state, action: PayloadAction<{ offline: boolean }>) {
      state.saveStatus = action.payload.offline ? 'offline' : 'failed';
    },
    planReset() {
      return initialPlanState;
    },
  },
  extraReducers: (builder) => {
    // The outbox later tells what became of a queued save: stored (with its identifier), or
    // refused by the server.
    builder.addCase(outboxUpdated, (state, action) => {
      const { kind, idempotencyKey, state: outboxState, body } = action.payload;
      if (kind !== 'plan' || state.saveStatus !== 'queued' || state.queuedKey !== idempotencyKey) {
        return;
      }
      if (outboxState === 'sent') {
        const identifier = (body as { identifier?: unknown } | undefined)?.identifier;
        state.identifier = typeof identifier === 'string' ? identifier : null;
        state.saveStatus = 'saved';
      }
      if (outboxState === 'failed') state.saveStatus = 'failed';
      if (outboxState === 'sent' || outboxState === 'failed') state.queuedKey = null;
    });
  },
  selectors: {
    selectPlanAnswers: (state) => state.answers,
    // A state persisted before the details existed lacks them.
    selectPlanDetails: (state) => state.details ?? NO_DETAILS,
    selectPlanName: (state) => state.name,
    selectPlanEmail: (state) => state.email,
    // A state persisted before these fields existed lacks them.
    selectPlanIdentifier: (state) => state.identifier ?? null,
    selectSaveStatus: (state) => state.saveStatus ?? 'idle',
  },
});

export const {
  answerRecorded,
  houseTypeChanged,
  wayOutDescribed,
  buildingWayOutDescribed,
  householdChanged,
  doItNowRecorded,
  formSubmitted,
  planSaved,
  planQueued,
  planSaveFailed,
  planReset,
} = planSlice.actions;
export const {
  selectPlanAnswers,
  selectPlanDetails,
  selectPlanName,
  selectPlanEmail,
  selectPlanIdentifier,
  selectSaveStatus,
} = planSlice.selectors;
