// The practice alarm: the smoke alarm's "temporal-three" evacuation pattern (ISO 8201): three
// half-second beeps half a second apart, then a pause of one and a half seconds, over and over.
export const ALARM_SOUND = {
  /** Smoke alarms sound near 3 kHz. */
  frequencyHz: 3100,
  beepsPerCycle: 3,
  beepSeconds: 0.5,
  gapSeconds: 0.5,
  pauseSeconds: 1.5,
  /** Kept well below full scale: the page warns about the volume as well. */
  gain: 0.25,
} as const;

/** One cycle's length: 3 × (0.5 + 0.5) − 0.5 + 1.5 = 4 s. */
export const ALARM_CYCLE_SECONDS =
  ALARM_SOUND.beepsPerCycle * (ALARM_SOUND.beepSeconds + ALARM_SOUND.gapSeconds) -
  ALARM_SOUND.gapSeconds +
  ALARM_SOUND.pauseSeconds;

/** Start offsets (seconds) of the beeps within one cycle. */
export const ALARM_BEEP_OFFSETS = Array.from(
  { length: ALARM_SOUND.beepsPerCycle },
  (_, index) => index * (ALARM_SOUND.beepSeconds + ALARM_SOUND.gapSeconds),
);
