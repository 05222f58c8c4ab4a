// What the app takes from the escape-plan feature besides its pages (those are in the route
// table, src/routes/table.ts): the progress meter the site header shows on the plan's pages.
export { ProgressMeter } from './progress-meter';
