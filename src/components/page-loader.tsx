/** Shown while a language's text or a lazy page loads. Text-free so it needs no translation. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-busy="true">
      <span className="page-loader__spinner" aria-hidden="true" />
    </div>
  );
}

/**
 * A page's place while the answers it shows come back from the device: at least a screen tall,
 * so the page that replaces it moves nothing else on the screen (the footer starts below it).
 */
export function PageShell() {
  return (
    <div className="page-shell">
      <PageLoader />
    </div>
  );
}
