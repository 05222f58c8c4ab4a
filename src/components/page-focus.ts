// Where a new page starts: at the top, with focus on its heading so a screen reader announces it.

/** A new page's main heading, or the main region when it has none (yet). */
function focusTarget(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return document.getElementById('main');
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** Scrolls to the top and focuses the page's heading; an anchor link's target is left to scroll. */
export function showPageFromTop(): void {
  if (window.location.hash) return;
  window.scrollTo(0, 0);
  focusTarget()?.focus({ preventScroll: true });
}
