/** Shown while a language's text or a lazy page loads. Text-free so it needs no translation. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-busy="true">
      <span className="page-loader__spinner" aria-hidden="true" />
    </div>
  );
}
