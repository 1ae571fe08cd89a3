import { useEffect, useState } from 'react';

/** How long the old page takes to leave (the `page-leave` animation in shell.css). */
export const PAGE_LEAVE_MS = 150;

export type PagePhase = 'enter' | 'leave';

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
  return { shown, phase: (leaving ? 'leave' : 'enter') as PagePhase };
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
