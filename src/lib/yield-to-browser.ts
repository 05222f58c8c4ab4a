// Long work split into tasks: between them the browser can draw a frame or answer a tap. On a
// cheap phone a task over 50 ms is a tap left waiting (Lighthouse counts it as blocking time).

interface Scheduler {
  yield(): Promise<void>;
}

/** Resolves in a later task (scheduler.yield where there is one: it keeps this work's place). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
