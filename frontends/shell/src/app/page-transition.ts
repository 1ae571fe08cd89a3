import { useEffect, useState } from 'react';

/** How long the old page takes to leave (the `page-leave` animation in shell.css). */
export const PAGE_LEAVE_MS = 150;

/** `shown`: the first page, as the server painted it (no animation: it is the page's first paint). */
export type PagePhase = 'shown' | 'enter' | 'leave';

/**
 * The "page" transition, out-in: when the address changes the current page plays its leave
 * animation first, and only then is the new page shown (and plays its enter animation).
 * Returns the address to show, which lags the real one by the leave animation.
 */
export function usePageTransition(address: string, leaveMs: number = prefersReducedMotion() ? 0 : PAGE_LEAVE_MS) {
  const [shown, setShown] = useState(address);
  const leaving = shown !== address;
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setShown(address), leaveMs);
    return () => clearTimeout(timer);
  }, [leaving, address, leaveMs]);
  // Once the visitor has moved on, every page enters, the first one too when they come back to it.
  const [navigated, setNavigated] = useState(false);
  if (leaving && !navigated) setNavigated(true);
  const phase: PagePhase = leaving ? 'leave' : navigated ? 'enter' : 'shown';
  return { shown, phase };
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
