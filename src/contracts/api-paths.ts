// The API's paths and body limits, written once: the page, the service worker and the server's
// routes read them here. Plain constants (no schema library): this module is on the first
// screen's path.
export const API_PATHS = {
  planSave: '/api/v1/plan/save',
  /** GET one saved plan; the server's route pattern. */
  plan: '/api/v1/plan/:identifier',
  quizEmail: '/api/v1/quiz/email',
  health: '/api/health',
} as const;

/** The path of one saved plan. */
export function planPath(identifier: string): string {
  return API_PATHS.plan.replace(':identifier', encodeURIComponent(identifier));
}

/** The largest JSON body the API reads (a 413 above it). */
export const JSON_BODY_LIMIT_BYTES = 32 * 1024;
/** A plan save's: it may carry a floor-plan sketch (at most about 31 kB of JSON at its bounds). */
export const PLAN_BODY_LIMIT_BYTES = 64 * 1024;
