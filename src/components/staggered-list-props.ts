import type { ReactNode } from 'react';

/**
 * A list whose items fade and rise in one after another (spec: 300 ms each, 200 ms apart; at most
 * 6 in the plan, 8 in the quiz): what the plain list (staggered-list.tsx) and its animated form
 * (motion-parts.tsx) both take. On its own file so neither imports the other.
 */
export interface StaggeredListProps {
  items: { key: string; content: ReactNode }[];
  className: string;
  /** Items after this many appear together with the last staggered one. */
  maxStaggered: number;
}
