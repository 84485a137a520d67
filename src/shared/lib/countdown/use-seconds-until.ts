import { useEffect, useState } from 'react';

const secondsUntil = (at: number | null, now: number): number =>
  at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));

/** Whole seconds until `at` (epoch ms), ticking once a second; 0 once it has passed or when `at` is null. */
export function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const tick = () => setNow(Date.now());
    // At once for a new target (the clock may have stood still while there was none), then every second.
    const first = setTimeout(tick, 0);
    const every = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [at]);
  return secondsUntil(at, now);
}

/** "0:42", "1:00": a countdown as people read it. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
