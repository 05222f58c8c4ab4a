// A timed smooth scroll (the spec's campaign scroll: 1500 ms, offset -40), which the browser's own
// scrollIntoView cannot do. Reduced motion jumps straight there.
const CAMPAIGN_SCROLL_MS = 1500;
const CAMPAIGN_SCROLL_OFFSET = -40;

function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls until the element's top is at `offset` from the viewport top (-40: 40 px below it). */
export function scrollToElement(
  element: HTMLElement,
  { duration = CAMPAIGN_SCROLL_MS, offset = CAMPAIGN_SCROLL_OFFSET } = {},
): void {
  const start = window.scrollY;
  // Re-measured every frame: the page may still be settling (the page transition slides it in,
  // late content grows), and the scroll must end exactly at the section.
  const target = () => {
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = element.getBoundingClientRect().top + window.scrollY + offset;
    return Math.min(maxScroll, Math.max(0, wanted));
  };
  // Focus moves with the view, so keyboard and screen-reader users continue from the section.
  const land = () => element.focus({ preventScroll: true });
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, target());
    land();
    return;
  }
  const began = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - began) / duration);
    window.scrollTo(0, start + (target() - start) * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
    else land();
  };
  requestAnimationFrame(step);
}
