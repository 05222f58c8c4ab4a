// Every English namespace in one chunk, so a page's text arrives in a single request (and the
// service worker precaches one bundle per language).
export default import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
