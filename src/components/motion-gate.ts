// The app's animations (framer-motion, src/components/motion-parts.tsx) load after the first screen
// (src/start-up/main.tsx). The page the visitor arrives on is drawn at once, without them; pages and
// lists that appear after that animate. Each component decides once, when it mounts, so nothing
// already on screen starts to move when the code arrives.
import { createContext, useState } from 'react';
import type * as MotionPartsModule from './motion-parts';

type MotionParts = typeof MotionPartsModule;

let loaded: MotionParts | null = null;
let loading: Promise<MotionParts> | null = null;

export function loadMotionParts(): Promise<MotionParts> {
  loading ??= import('./motion-parts').then((parts) => (loaded = parts));
  return loading;
}

/**
 * The animation components for a component that wants to animate in, or null to draw it without
 * animating (not wanted, or not loaded yet). Fixed when the component mounts.
 */
export function useMotionParts(animate: boolean): MotionParts | null {
  const [parts] = useState(() => (animate ? loaded : null));
  return parts;
}

/** True inside the page the visitor arrived on: it and its lists are drawn without animating. */
export const ArrivalPageContext = createContext(false);
