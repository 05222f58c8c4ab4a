// Analytics events go to the page's data layer only (no third-party script is loaded). Whoever
// hosts the app can attach a tag manager to window.dataLayer; without one the events stay local.
export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string; language: string }
  | { event: 'continue'; question: string; responses: string }
  | { event: 'cta'; cta: 'email guide' }
  | { event: 'accordion_click'; action: 'open' | 'close'; panel: string }
  | {
      event: 'quiz-complete';
      possible_points: number;
      total_score: number;
      percentage: number;
      result: string;
    }
  | { event: 'campaign'; query: string };

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function track(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
