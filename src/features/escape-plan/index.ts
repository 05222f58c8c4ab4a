// The escape-plan feature's public face. Its pages are in the route table (src/routes/table.ts).
export { ProgressMeter } from './progress-meter';
export { planSlice, answerRecorded, selectPlanAnswers } from './plan-slice';
export { usePlanStepWords } from './print-steps';
export type { PlanState } from './plan-slice';
