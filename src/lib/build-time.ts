// The moment the build ran (vite.config.ts defines it for the browser's code and the prerender
// alike): prerendered pages are drawn at that moment, and hydration redraws them as they were.
declare const __PRERENDER_TIME__: number | undefined;

export const PRERENDER_TIME: number =
  typeof __PRERENDER_TIME__ === 'number' ? __PRERENDER_TIME__ : 0;
