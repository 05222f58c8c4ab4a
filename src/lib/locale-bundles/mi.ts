// Every Māori namespace in one chunk, so a page's text arrives in a single request (and the
// service worker precaches one bundle per language).
export default import.meta.glob<Record<string, unknown>>(
  // The floor-plan text loads with its pages (src/lib/i18n.ts); mail.json is the emails' own
  // (server/mail/i18n.ts), never shown in the browser.
  [
    '../../../locales/mi/*.json',
    '!../../../locales/mi/floor-plan.json',
    '!../../../locales/mi/mail.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
