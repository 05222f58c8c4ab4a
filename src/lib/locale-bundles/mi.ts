// Every Māori namespace in one chunk, so a page's text arrives in a single request (and the
// service worker precaches one bundle per language).
export default import.meta.glob<Record<string, unknown>>(
  // The floor-plan text loads with its pages (src/lib/i18n.ts).
  ['../../../locales/mi/*.json', '!../../../locales/mi/floor-plan.json'],
  {
    eager: true,
    import: 'default',
  },
);
