// What a route tells the layout about its page: background, footer, header, tool state, progress
// meter and tracking. The route table (./table.ts) gives each row one; the router passes it on as
// react-router's `handle`, and the layout reads the deepest match's (src/app/use-page-handle.ts).
import type { MeterStage } from '../domain/plan/progress';

/** Handle fields with no default. */
type OptionalFields = 'meter' | 'title' | 'subStep';

export type PageBackground = 'white' | 'dark' | 'grey' | 'image';

export interface PageHandle {
  /** A short page name, used as a body class (page-{name}) and in tests. */
  page: string;
  /**
   * The page's <title> before the app's name, as a text key 'namespace:key'. A ':param' part is
   * the route's parameter ('plan:questions.:question.title'). Without it: the app's name alone.
   */
  title?: string;
  /**
   * A route parameter that names a step within the page (a carousel's sub-question): changing it
   * keeps the page (no scroll, focus move or transition) and counts as a page view of its own.
   */
  subStep?: string;
  /** Body background (spec: quiz-complete, question, complete, print white; quiz dark; tips grey). */
  background?: PageBackground;
  /** 'normal' footer, the 'government' footer (quiz complete), or none (review, print). */
  footer?: 'normal' | 'government' | 'none';
  /** False hides the site header (print pages). */
  header?: boolean;
  /** The page is inside the escape-plan tool (shows the progress meter). */
  inTool?: boolean;
  /**
   * Where the progress meter stands on this page: a tool page, or 'question' (the meter reads
   * the question from the route's :question parameter). Without it the meter shows nothing.
   */
  meter?: MeterStage | 'question';
  /** False skips the page-view event (question and quiz steps track their own events). */
  trackPageView?: boolean;
  /** A print view: adds the print body class. */
  print?: boolean;
}

export const DEFAULT_PAGE_HANDLE: Required<Omit<PageHandle, OptionalFields>> &
  Pick<PageHandle, OptionalFields> = {
  page: 'other',
  background: 'image',
  footer: 'normal',
  header: true,
  inTool: false,
  trackPageView: true,
  print: false,
};

export type ResolvedPageHandle = typeof DEFAULT_PAGE_HANDLE;

export function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as PageHandle).page === 'string'
  );
}
