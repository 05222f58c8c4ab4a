// The privacy page's sections, in order. Their words are in the 'plan' namespace
// (privacy.sections.<id>.title and .body), checked against what the server keeps in
// server/README.md ("What is kept").
export const PRIVACY_SECTIONS = [
  'on-device',
  'saved',
  'name-email',
  'who',
  'shared-device',
  'how-long',
  'change-delete',
  'quiz',
  'limits',
] as const;

export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];
