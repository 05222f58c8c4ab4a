import { ProgressMeterBar } from './progress-meter-bar';

/**
 * The plan's progress meter, shown in the site header while in the tool. Not loaded lazily: a
 * prerendered header hydrates with it, and a part still loading when the stored answers arrive
 * would be dropped and drawn again (a jump of the page below it).
 */
export function ProgressMeter() {
  return <ProgressMeterBar />;
}
