// What a route tells the layout about its page: background, footer, header, tool state and
// tracking. Routes set it as react-router `handle`; the deepest match wins.
export type PageBackground = 'white' | 'dark' | 'grey' | 'image';

export interface PageHandle {
  /** A short page name, used as a body class (page-{name}) and in tests. */
  page: string;
  /** Body background (spec: quiz-complete, question, complete, print white; quiz dark; tips grey). */
  background?: PageBackground;
  /** 'normal' footer, the 'government' footer (quiz complete), or none (review, print). */
  footer?: 'normal' | 'government' | 'none';
  /** False hides the site header (print pages). */
  header?: boolean;
  /** The page is inside the escape-plan tool (shows the progress meter). */
  inTool?: boolean;
  /** False skips the page-view event (question and quiz steps track their own events). */
  trackPageView?: boolean;
  /** A print view (any path containing 'print'): adds the print body class. */
  print?: boolean;
}

export const DEFAULT_PAGE_HANDLE: Required<PageHandle> = {
  page: 'other',
  background: 'image',
  footer: 'normal',
  header: true,
  inTool: false,
  trackPageView: true,
  print: false,
};

export function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as PageHandle).page === 'string'
  );
}
