// FENZ's free home fire safety visit: booked by phone (0800 NZ FIRE) or on its booking page.
// Sources in docs/safety-content.md.

/** The agency's public booking page. */
export const HOME_VISIT_URL = 'https://www.fireandemergency.nz/at-home/home-fire-safety-visit/';

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
