import { useEffect } from 'react';

// Nested overlays share one lock, so closing the inner one keeps the page locked.
let lockCount = 0;
let restore: (() => void) | undefined;

function lock(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Reserve the scrollbar's width so the page does not shift sideways when it disappears.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  restore = () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

function unlock(): void {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount > 0) return;
  restore?.();
  restore = undefined;
}

/** Stops the page behind an overlay from scrolling while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
