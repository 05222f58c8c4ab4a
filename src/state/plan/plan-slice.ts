// The escape plan's answers and the householder's name and email. Persisted to IndexedDB
// (src/app/store.ts), so nothing typed is lost on a reload. What became of sending the plan is the
// submissions' (src/submissions): see ./plan-submission.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deviceCleared } from '../device-cleared';
import { withoutAnswersOutsideFlow } from '../../domain/plan/flow';
import type { PlanAnswerValue, PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';
import type { AnswerDraft } from '../../domain/plan/answer';
import type { DoItNowCheck, WayOutRoute } from '../../content/plan-detail-choices';
import type {
  BuildingWayOut,
  HouseholdPerson,
  HouseholdPet,
  PlanDetails,
  Storeys,
  WayOutDetail,
} from '../../domain/plan/details';

export interface PlanState {
  answers: PlanAnswers;
  /** The optional detail beyond the answers: ways out in words, household, checks done now. */
  details: PlanDetails;
  name: string;
  email: string;
  /**
   * What is chosen or typed on a question before Continue records it, so a reload (a phone
   * dropping a tab in the background) keeps it. A state stored before this field existed gets it
   * from the initial state (src/app/merge-persisted.ts).
   */
  drafts: Partial<Record<PlanQuestionSlug, AnswerDraft>>;
  /** The name and email as typed on Complete, until the form is sent. */
  contactDraft?: { name: string; email: string };
}

const initialPlanState: PlanState = {
  answers: {},
  details: {},
  name: '',
  email: '',
  drafts: {},
};

export const planSlice = createSlice({
  name: 'plan',
  initialState: initialPlanState,
  reducers: {
    answerRecorded(
      state,
      action: PayloadAction<{ slug: PlanQuestionSlug; value: PlanAnswerValue }>,
    ) {
      state.answers[action.payload.slug] = action.payload.value;
      delete state.drafts[action.payload.slug];
    },
    answerDrafted(state, action: PayloadAction<{ slug: PlanQuestionSlug; draft: AnswerDraft }>) {
      state.drafts = { ...state.drafts, [action.payload.slug]: action.payload.draft };
    },
    /** The home type picks the flow: answers the new flow does not ask are dropped. */
    houseTypeChanged(state, action: PayloadAction<string>) {
      state.answers = withoutAnswersOutsideFlow({
        ...state.answers,
        'house-type': [action.payload],
      });
      delete state.drafts['house-type'];
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
    /** How many levels the house has (asked when no floor plan says). */
    storeysChosen(state, action: PayloadAction<Storeys>) {
      state.details ??= {};
      state.details.storeys = action.payload;
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
      delete state.contactDraft;
    },
    contactDrafted(state, action: PayloadAction<{ name: string; email: string }>) {
      state.contactDraft = action.payload;
    },
    planReset() {
      return initialPlanState;
    },
    /** A saved plan's answers and details take this device's place (its "change" link). */
    planLoaded(state, action: PayloadAction<{ answers: PlanAnswers; details?: PlanDetails }>) {
      state.answers = action.payload.answers;
      state.details = action.payload.details ?? {};
      state.drafts = {};
    },
  },
  extraReducers: (builder) => {
    builder.addCase(deviceCleared, () => initialPlanState);
  },
  selectors: {
    selectPlanAnswers: (state) => state.answers,
    selectPlanDetails: (state) => state.details,
    selectPlanName: (state) => state.name,
    selectPlanEmail: (state) => state.email,
    selectPlanDrafts: (state) => state.drafts,
    /** The name and email as typed on Complete and not sent yet, if any. */
    selectPlanContactDraft: (state) => state.contactDraft,
  },
});

export const {
  answerRecorded,
  houseTypeChanged,
  wayOutDescribed,
  buildingWayOutDescribed,
  householdChanged,
  storeysChosen,
  doItNowRecorded,
  formSubmitted,
  contactDrafted,
  answerDrafted,
  planReset,
  planLoaded,
} = planSlice.actions;
export const {
  selectPlanAnswers,
  selectPlanDetails,
  selectPlanName,
  selectPlanEmail,
  selectPlanDrafts,
  selectPlanContactDraft,
} = planSlice.selectors;
