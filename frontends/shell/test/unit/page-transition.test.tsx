/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { PAGE_LEAVE_MS, usePageTransition } from '../../src/app/page-transition';

describe('usePageTransition (out-in)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps showing the old page while it leaves, then shows the new one entering', () => {
    const { result, rerender } = renderHook(({ address }) => usePageTransition(address), { initialProps: { address: '/h5' } });
    // The first page is the server's first paint: it does not animate in.
    expect(result.current).toEqual({ shown: '/h5', phase: 'shown' });

    rerender({ address: '/h5/account' });
    expect(result.current).toEqual({ shown: '/h5', phase: 'leave' });

    act(() => jest.advanceTimersByTime(PAGE_LEAVE_MS - 1));
    expect(result.current.shown).toBe('/h5');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: '/h5/account', phase: 'enter' });
  });

  it('goes straight to the latest address when the user navigates again mid-leave', () => {
    const { result, rerender } = renderHook(({ address }) => usePageTransition(address), { initialProps: { address: '/h5' } });
    rerender({ address: '/h5/account' });
    act(() => jest.advanceTimersByTime(PAGE_LEAVE_MS / 2));
    rerender({ address: '/h5/question' });
    act(() => jest.advanceTimersByTime(PAGE_LEAVE_MS));
    expect(result.current).toEqual({ shown: '/h5/question', phase: 'enter' });
  });

  it('animates the first page in when the visitor comes back to it', () => {
    const { result, rerender } = renderHook(({ address }) => usePageTransition(address, 0), { initialProps: { address: '/h5' } });
    rerender({ address: '/down' });
    act(() => jest.advanceTimersByTime(0));
    rerender({ address: '/h5' });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toEqual({ shown: '/h5', phase: 'enter' });
  });

  it('swaps at once when motion is reduced (no leave time)', () => {
    const { result, rerender } = renderHook(({ address }) => usePageTransition(address, 0), { initialProps: { address: '/h5' } });
    rerender({ address: '/down' });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toEqual({ shown: '/down', phase: 'enter' });
  });
});
