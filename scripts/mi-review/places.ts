// Where a string is seen, for the reviewer: the longest key prefix listed here wins. Content, so
// data: a new namespace or part of one gets a line here (a unit test fails on a key with none).
const PLACES: readonly (readonly [prefix: string, place: string])[] = [
  ['campaign:', 'Smoke alarm pages (home page sections, buying guide, maintenance)'],
  ['campaign:challenge', 'Escape challenge page'],
  ['campaign:banner', 'Campaign banner on the home page'],
  ['common:', 'Every page: header, menu, footer, page titles, errors'],
  ['drill:', 'Fire drill page (/drill), its history and calendar reminders'],
  ['drill:calendar', 'The drill reminders calendar file (.ics)'],
  ['floor-plan:', 'Floor plan drawing page (/floor-plan)'],
  [
    'floor-plan:findings',
    'Floor plan findings: drawing page, plan review, printed plan, plan email',
  ],
  ['floor-plan:drawing', 'The drawing itself: on screen, printed and in the plan email'],
  ['floor-plan:sleeping', 'Floor plan page: who sleeps where'],
  ['home:', 'Home page'],
  ['mail:', 'Emails (plan and quiz checklist)'],
  ['plan:', 'Escape plan'],
  ['plan:questions', 'Escape plan questions (/question/…)'],
  ['plan:meter', 'Escape plan questions: the progress meter'],
  ['plan:house-type-change', 'Escape plan questions: changing the home type'],
  ['plan:checklist', 'Plan checklist: plan review page, printed plan, plan email'],
  ['plan:advice', 'Plan review page: fire safety advice'],
  ['plan:intro', 'Escape plan start page'],
  ['plan:tips', 'Escape tips page'],
  ['plan:complete', 'Escape plan: save and email page (/complete)'],
  ['plan:review', 'Plan review page (/review)'],
  ['plan:print', 'Printed plan (/print)'],
  ['plan:floor-plan', 'Plan review page and printed plan: the drawing'],
  ['plan:details', 'Escape plan questions: details of ways out, household and building'],
  ['plan:withheld', 'Plan review page: when no email is sent'],
  ['plan:needs', 'Household needs: editor, plan review, printed plan, plan email, drill'],
  ['plan:visit', 'Home fire safety visit: plan review page, printed plan, plan email'],
  ['plan:my-plan', 'Saved plan page (/my-plan/…)'],
  ['plan:privacy', 'Privacy page'],
  ['plan:kept-plans', 'Plans kept on this device'],
  ['pwa:', 'Installing the app and update notices'],
  ['quiz:', 'Home hazard quiz (/quiz/…)'],
  ['quiz:complete', 'Quiz results and checklist email form'],
  ['quiz:print', 'Printed quiz checklist'],
  ['shared:', 'Shared parts: escape tips, contact form, sharing, sending errors'],
  ['shared:three-steps', 'Home page and escape plan: the three steps'],
];

/** Where the string with this 'namespace:key' appears, or null when no line covers it. */
export function placeOf(id: string): string | null {
  const matches = PLACES.filter(([prefix]) => id.startsWith(prefix));
  if (matches.length === 0) return null;
  return matches.reduce((best, next) => (next[0].length > best[0].length ? next : best))[1];
}
