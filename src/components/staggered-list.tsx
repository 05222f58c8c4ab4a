import { useContext, type ReactNode } from 'react';
import { ArrivalPageContext, useMotionParts } from './motion-gate';

/**
 * A list whose items fade and rise in one after another (spec: 300 ms each, 200 ms apart; at most
 * 6 in the plan, 8 in the quiz). On the page the visitor arrived on it is drawn at once.
 */
export interface StaggeredListProps {
  items: { key: string; content: ReactNode }[];
  className: string;
  /** Items after this many appear together with the last staggered one. */
  maxStaggered: number;
}

export function StaggeredList({ items, className, maxStaggered }: StaggeredListProps) {
  const parts = useMotionParts(!useContext(ArrivalPageContext));
  if (parts)
    return <parts.MotionList items={items} className={className} maxStaggered={maxStaggered} />;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </ul>
  );
}
