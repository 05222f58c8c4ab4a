// FENZ's free home fire safety visit: booked by phone (0800 NZ FIRE) or through the local fire
// station (sources in docs/safety-content.md). No public page we could check books one online, so
// the app links to the agency's own site for more advice rather than to a booking page.

/** Fire and Emergency New Zealand's public site, for more fire safety advice. */
export const FENZ_ADVICE_URL = 'https://www.fireandemergency.nz/';

/** 0800 693 473 (0800 NZ FIRE): `tel` for the link, `shown` as people read it. */
export const HOME_VISIT_PHONE = { tel: 'tel:0800693473', shown: '0800 693 473' } as const;

/** Why a visit is recommended, in the order the plan lists them. */
export const VISIT_REASONS = [
  'no-alarms',
  'alarms-unsure',
  'alarm-places',
  'needs-help',
  'cannot-hear',
] as const;
export type VisitReason = (typeof VISIT_REASONS)[number];
