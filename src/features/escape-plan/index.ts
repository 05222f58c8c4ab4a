// The escape-plan feature's public face: other features import from here only. Its pages are in
// the route table (src/routes/table.ts).
export { ProgressMeter } from './progress-meter';
export { planSlice } from './plan-slice';
export type { PlanState } from './plan-slice';
export {
  answerRecorded,
  selectPlanAnswers,
  selectPlanDetails,
  doItNowRecorded,
  householdChanged,
  wayOutDescribed,
  buildingWayOutDescribed,
} from './plan-slice';
export {
  selectDescribedPlan,
  selectHelpAssignments,
  selectHouseholdPeople,
  selectPetCarers,
  selectPlanDetailsInUse,
} from './plan-selectors';
export { PlanSummary } from './plan-summary';
export { NeedsSummary } from './needs-summary';
export { usePhraseText } from './plan-phrase';
export type {
  HouseholdPerson,
  HouseholdPet,
  PlanDetails,
  WayOutDetail,
  BuildingWayOut,
} from '../../domain/plan/details';
export type { HelpAssignment, PetCarer } from '../../domain/plan/household';
export type { PlanDescription, DescribedStep, Phrase } from '../../domain/plan/description';
