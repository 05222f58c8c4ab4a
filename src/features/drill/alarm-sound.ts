// The practice smoke-alarm sound made with Web Audio (no audio file to download or cache): the
// temporal-three beeps of src/content/alarm-sound.ts, scheduled a cycle ahead while it plays.
import { ALARM_BEEP_OFFSETS, ALARM_CYCLE_SECONDS, ALARM_SOUND } from '../../content/alarm-sound';

/** Soft edges on each beep, so it does not click. */
const RAMP_SECONDS = 0.01;

export interface AlarmSound {
  stop(): void;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari names it webkitAudioContext.
  const scope = window as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

export function canPlayAlarm(): boolean {
  return audioContextClass() !== undefined;
}

/** Starts the alarm; call from a click (browsers only allow sound after one). */
export function startAlarmSound(): AlarmSound | null {
  const Context = audioContextClass();
  if (!Context) return null;
  const context = new Context();
  const output = context.createGain();
  output.gain.value = 0;
  output.connect(context.destination);
  const oscillator = context.createOscillator();
  oscillator.type = 'square';
  oscillator.frequency.value = ALARM_SOUND.frequencyHz;
  oscillator.connect(output);
  oscillator.start();

  let nextCycle = context.currentTime + 0.05;
  const scheduleCycle = () => {
    // Keep one cycle scheduled ahead of the clock.
    while (nextCycle < context.currentTime + ALARM_CYCLE_SECONDS) {
      for (const offset of ALARM_BEEP_OFFSETS) {
        const on = nextCycle + offset;
        const off = on + ALARM_SOUND.beepSeconds;
        output.gain.setValueAtTime(0, on);
        output.gain.linearRampToValueAtTime(ALARM_SOUND.gain, on + RAMP_SECONDS);
        output.gain.setValueAtTime(ALARM_SOUND.gain, off - RAMP_SECONDS);
        output.gain.linearRampToValueAtTime(0, off);
      }
      nextCycle += ALARM_CYCLE_SECONDS;
    }
  };
  scheduleCycle();
  const timer = window.setInterval(scheduleCycle, 1000);
  void context.resume().catch(() => {
    // Not allowed to play: the drill goes on silently.
  });
  return {
    stop() {
      window.clearInterval(timer);
      oscillator.stop();
      void context.close().catch(() => {});
    },
  };
}
