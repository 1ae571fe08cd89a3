import { useEffect, useState } from 'react';

/**
 * Whole seconds until `deadline`, counting down once a second; 0 from then on. Read in the browser
 * only (the clock moves between the server's render and the hydration): the pages that count down
 * (a charge's or an order's time to pay) show it after the session is known.
 */
export function useSecondsUntil(deadline: Date): number {
  const at = deadline.getTime();
  const [seconds, setSeconds] = useState(() => secondsBetween(Date.now(), at));
  useEffect(() => {
    const tick = () => setSeconds(secondsBetween(Date.now(), at));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

function secondsBetween(now: number, deadline: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A countdown as a clock reads: 59:30, or 1:05:00 past an hour. */
export function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}
