// "Once the page's first paint is on screen": when the boot script asks for the app's code. A
// frame callback runs before its frame is drawn, and a task posted from it can run before that
// frame reaches the screen: then the code's requests started ahead of the page's first (and
// largest) paint, and Lighthouse counted them in that paint's time (1.24× the page's floor once).
// The paint timing entry is only reported once the frame has been presented.

/** Runs `then` once the page's first contentful paint has been presented. */
export function afterFirstPaint(then: () => void): void {
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) {
    // No paint timing: the next frame's callback, then a task after it.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  // Buffered: a paint already on screen when the boot script ran counts too.
  observer.observe({ type: 'paint', buffered: true });
}
