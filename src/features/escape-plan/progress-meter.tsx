import { Suspense, lazy } from 'react';

// Loaded on first use, so pages outside the tool never download the meter or the plan text.
const ProgressMeterBar = lazy(() =>
  import('./progress-meter-bar').then((module) => ({ default: module.ProgressMeterBar })),
);

/** The plan's progress meter, shown in the site header while in the tool. */
export function ProgressMeter() {
  return (
    <Suspense fallback={null}>
      <ProgressMeterBar />
    </Suspense>
  );
}
