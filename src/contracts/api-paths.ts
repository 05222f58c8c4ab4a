// The API's paths, written once: the page, the service worker and the server's routes read them
// here. Plain constants (no schema library): this module is on the first screen's path.
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
