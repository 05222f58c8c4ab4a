import { useEffect, useState } from 'react';

export type WakeLockState = 'off' | 'held' | 'unavailable';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API). The browser drops the lock when the
 * page is hidden, so it is asked for again when the page shows. 'unavailable' where the browser
 * has no API or refuses (the page then asks people to tap the screen now and then).
 */
export function useWakeLock(active: boolean): WakeLockState {
  const [answer, setAnswer] = useState<'pending' | 'held' | 'refused'>('pending');
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let current = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (!current) {
            void lock.release();
            return;
          }
          sentinel = lock;
          setAnswer('held');
        },
        () => {
          if (current) setAnswer('refused');
        },
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => {});
      setAnswer('pending');
    };
  }, [active, supported]);
  if (!active) return 'off';
  if (!supported || answer === 'refused') return 'unavailable';
  return answer === 'held' ? 'held' : 'off';
}
