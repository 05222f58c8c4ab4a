import { useContext } from 'react';
import { ArrivalPageContext, useMotionParts } from './motion-gate';
import type { StaggeredListProps } from './staggered-list-props';

/**
 * A list whose items fade and rise in one after another; on the page the visitor arrived on it
 * is drawn at once.
 */
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
