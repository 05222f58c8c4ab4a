// The escape-plan feature's public face. Its pages are in the route table (src/routes/table.ts).
export { ProgressMeter } from './progress-meter';
export { planSlice, answerRecorded } from './plan-slice';
export type { PlanState } from './plan-slice';
