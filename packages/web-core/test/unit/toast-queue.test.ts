import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { APP_TOAST_TIMEOUT, COMPONENT_TOAST_TIMEOUT, ToastQueue } from '../../src/toast-queue';
import type { Toast } from '../../src/toast-queue';

const ids = (queue: ToastQueue) => queue.list().map((t) => t.id);

describe('ToastQueue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('exposes the two timeouts', () => {
    expect(APP_TOAST_TIMEOUT).toBe(2000);
    expect(COMPONENT_TOAST_TIMEOUT).toBe(5000);
  });

  it('generates an id when none is given and applies the defaults', () => {
    const queue = new ToastQueue();
    const id = queue.add({ title: 'Saved' });
    expect(id).toEqual(expect.any(String));
    expect(queue.list()).toEqual([{ id, title: 'Saved', color: 'primary', close: true, timeout: COMPONENT_TOAST_TIMEOUT }]);
  });

  it('generates distinct ids, skipping ones already taken', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'toast-1', title: 'taken' });
    const a = queue.add({ title: 'a' });
    const b = queue.add({ title: 'b' });
    expect(new Set(['toast-1', a, b]).size).toBe(3);
  });

  it('keeps given color, close and timeout', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'x', color: 'danger', close: false, timeout: 0 });
    expect(queue.list()[0]).toMatchObject({ color: 'danger', close: false, timeout: 0 });
  });

  it('removes a toast at exactly its timeout', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: APP_TOAST_TIMEOUT });
    jest.advanceTimersByTime(1999);
    expect(ids(queue)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('uses 5000 ms when no timeout is given', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a' });
    jest.advanceTimersByTime(4999);
    expect(ids(queue)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('never expires a toast with timeout 0', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: 0 });
    jest.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(ids(queue)).toEqual(['a']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('pauses at 1200 ms of 2000 and removes 800 ms after resuming', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: 2000 });
    jest.advanceTimersByTime(1200);
    queue.pause('a');
    jest.advanceTimersByTime(10_000);
    expect(ids(queue)).toEqual(['a']);
    queue.resume('a');
    jest.advanceTimersByTime(799);
    expect(ids(queue)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('counts only running time across several pauses', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: 2000 });
    jest.advanceTimersByTime(500);
    queue.pause('a');
    jest.advanceTimersByTime(3000);
    queue.resume('a');
    jest.advanceTimersByTime(700); // 1200 run
    queue.pause('a');
    queue.pause('a'); // a second hover event changes nothing
    jest.advanceTimersByTime(3000);
    queue.resume('a');
    queue.resume('a'); // nor does a second leave
    jest.advanceTimersByTime(300); // 1500 run
    queue.pause('a');
    jest.advanceTimersByTime(1000);
    queue.resume('a');
    jest.advanceTimersByTime(499);
    expect(ids(queue)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('ignores resume without a pause, and pause/resume of unknown ids', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: 1000 });
    jest.advanceTimersByTime(400);
    queue.resume('a');
    queue.pause('missing');
    queue.resume('missing');
    jest.advanceTimersByTime(600);
    expect(ids(queue)).toEqual([]);
  });

  it('keeps a hovered toast when its timeout is changed, until the pointer leaves', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: 0 });
    queue.pause('a');
    queue.update('a', { timeout: 1000 });
    jest.advanceTimersByTime(5000);
    expect(ids(queue)).toEqual(['a']);
    queue.resume('a');
    jest.advanceTimersByTime(1000);
    expect(ids(queue)).toEqual([]);
  });

  it('on action click runs onClick, removes the toast and calls callback once', () => {
    const queue = new ToastQueue();
    const order: string[] = [];
    const onClick = jest.fn(() => order.push('click'));
    const callback = jest.fn(() => order.push('callback'));
    queue.add({ id: 'a', timeout: 2000, callback, actions: [{ label: 'Other' }, { label: 'Reload', onClick }] });
    queue.clickAction('a', 1);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ids(queue)).toEqual([]);
    expect(order).toEqual(['click', 'callback']);
    jest.advanceTimersByTime(5000);
    queue.remove('a');
    queue.clickAction('a', 1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('removes the toast for an action without onClick, and still removes it when onClick throws', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', actions: [{ label: 'OK' }] });
    queue.clickAction('a', 0);
    expect(ids(queue)).toEqual([]);
    queue.add({ id: 'b', actions: [{ label: 'Bad', onClick: () => { throw new Error('bad'); } }] });
    expect(() => queue.clickAction('b', 0)).toThrow('bad');
    expect(ids(queue)).toEqual([]);
  });

  it('ignores a click on an action that does not exist', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', actions: [{ label: 'OK' }] });
    queue.clickAction('a', 3);
    expect(ids(queue)).toEqual(['a']);
  });

  it('close removes the toast, stops its timer and calls callback once', () => {
    const queue = new ToastQueue();
    const callback = jest.fn();
    queue.add({ id: 'a', timeout: 2000, callback });
    queue.remove('a');
    expect(ids(queue)).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls callback when the toast times out', () => {
    const queue = new ToastQueue();
    const callback = jest.fn();
    queue.add({ id: 'a', timeout: 100, callback });
    jest.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('update changes the content in place and keeps the clock running', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', title: 'Saving', timeout: 2000 });
    queue.add({ id: 'b', title: 'Other', timeout: 0 });
    jest.advanceTimersByTime(1500);
    queue.update('a', { title: 'Saved', color: 'success' });
    expect(queue.list()[0]).toMatchObject({ id: 'a', title: 'Saved', color: 'success' });
    expect(ids(queue)).toEqual(['a', 'b']);
    jest.advanceTimersByTime(500);
    expect(ids(queue)).toEqual(['b']);
  });

  it('update with a timeout restarts the clock; unknown ids are ignored', () => {
    const queue = new ToastQueue();
    const listener = jest.fn();
    queue.add({ id: 'a', timeout: 0 });
    queue.subscribe(listener);
    queue.update('missing', { title: 'x' });
    expect(listener).not.toHaveBeenCalled();
    queue.update('a', { timeout: 1000 });
    jest.advanceTimersByTime(999);
    expect(ids(queue)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('re-adding the same id updates the toast in place and restarts its timer', () => {
    const queue = new ToastQueue();
    const callback = jest.fn();
    queue.add({ id: 'a', title: 'first', timeout: 2000, callback });
    queue.add({ id: 'b', timeout: 0 });
    jest.advanceTimersByTime(1500);
    queue.add({ id: 'a', title: 'second', timeout: 2000 });
    expect(queue.list().map((t) => t.title)).toEqual(['second', undefined]);
    jest.advanceTimersByTime(1999);
    expect(ids(queue)).toEqual(['a', 'b']);
    jest.advanceTimersByTime(1);
    expect(ids(queue)).toEqual(['b']);
    expect(callback).not.toHaveBeenCalled(); // replaced, not removed
  });

  it('tells subscribers about every change with a new list, until they unsubscribe', () => {
    const queue = new ToastQueue();
    const seen: (readonly Toast[])[] = [];
    const unsubscribe = queue.subscribe((list) => seen.push(list));
    const before = queue.list();
    queue.add({ id: 'a', timeout: 1000 });
    expect(queue.list()).not.toBe(before);
    queue.update('a', { title: 't' });
    jest.advanceTimersByTime(1000);
    expect(seen.map((list) => list.map((t) => t.id))).toEqual([['a'], ['a'], []]);
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[2]).toBe(queue.list());
    unsubscribe();
    queue.add({ id: 'b' });
    expect(seen).toHaveLength(3);
  });

  it('keeps the same list while nothing changes (stable snapshot)', () => {
    const queue = new ToastQueue();
    queue.add({ id: 'a', timeout: 1000 });
    const snapshot = queue.list();
    queue.pause('a');
    queue.resume('a');
    queue.remove('missing');
    expect(queue.list()).toBe(snapshot);
  });

  it('works with unbound list and subscribe (as useSyncExternalStore calls them)', () => {
    const queue = new ToastQueue();
    const { list, subscribe } = queue;
    const listener = jest.fn();
    subscribe(listener);
    queue.add({ id: 'a' });
    expect(list()).toHaveLength(1);
    expect(listener).toHaveBeenCalledWith(list());
  });

  it('clear removes everything, notifies once and runs each callback once', () => {
    const queue = new ToastQueue();
    const listener = jest.fn();
    const first = jest.fn();
    const second = jest.fn();
    queue.add({ id: 'a', callback: first });
    queue.add({ id: 'b', timeout: 0, callback: second });
    queue.subscribe(listener);
    queue.clear();
    queue.clear();
    expect(queue.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs on an injected clock', () => {
    let now = 0;
    const pending = new Map<number, () => void>();
    let next = 0;
    const queue = new ToastQueue({
      now: () => now,
      setTimeout: (fn) => {
        pending.set(++next, fn);
        return next;
      },
      clearTimeout: (handle) => {
        pending.delete(handle as number);
      },
    });
    queue.add({ id: 'a', timeout: 2000 });
    now = 1200;
    queue.pause('a');
    expect(pending.size).toBe(0);
    queue.resume('a');
    expect(pending.size).toBe(1);
    for (const fn of pending.values()) fn();
    expect(ids(queue)).toEqual([]);
  });

  it('slices timeouts longer than the browser timer limit', () => {
    const queue = new ToastQueue();
    const day = 24 * 60 * 60 * 1000;
    queue.add({ id: 'a', timeout: 30 * day });
    jest.advanceTimersByTime(29 * day);
    expect(ids(queue)).toEqual(['a']);
    jest.advanceTimersByTime(day);
    expect(ids(queue)).toEqual([]);
  });
});
