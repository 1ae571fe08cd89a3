// Toast model and queue with no framework dependency, so the timing rules (timeout, hover pause,
// removal callbacks) can be tested with fake timers and rendered by any view layer.

export type ToastColor = 'primary' | 'gray' | 'success' | 'warning' | 'danger' | 'info';

export interface ToastAction {
  label: string;
  onClick?: () => void;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  icon?: string;
  avatar?: { src?: string; alt: string };
  /** Defaults to 'primary'. */
  color?: ToastColor;
  /** Milliseconds until the toast closes itself; 0 keeps it until it is closed. */
  timeout?: number;
  actions?: ToastAction[];
  /** Whether a close button is shown; defaults to true. */
  close?: boolean;
  /** Covers the page so it cannot be used until the toast goes (e.g. while a change is being saved). */
  blocking?: boolean;
  /** Called once when the toast is removed, whatever the reason. */
  callback?: () => void;
}

/** What callers pass to `add`: the id is optional and generated when missing. */
export type ToastInput = Omit<Toast, 'id'> & { id?: string };

/** Patch for `update`: everything except the id. */
export type ToastPatch = Partial<Omit<Toast, 'id'>>;

export type ToastListener = (toasts: readonly Toast[]) => void;

/** The clock the queue runs on; injectable so tests can drive it. */
export interface ToastClock {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

/** Timeout the app uses for its own short notices. */
export const APP_TOAST_TIMEOUT = 2000;
/** Timeout used when a toast does not give one. */
export const COMPONENT_TOAST_TIMEOUT = 5000;

// Browsers fire a timer immediately when the delay overflows a signed 32-bit integer.
const MAX_TIMER_DELAY = 2_147_483_647;

// Globals are looked up on every call rather than captured, so fake timers installed after the
// queue was created still apply.
const globalClock: ToastClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

interface TimerState {
  handle: unknown;
  /** Milliseconds left when the clock last started or paused. */
  remaining: number;
  /** When the clock last started; meaningful only while running. */
  startedAt: number;
}

/** Applies the documented defaults so renderers never have to. */
function withDefaults<T extends ToastPatch>(toast: T): T & Required<Pick<Toast, 'color' | 'close' | 'timeout'>> {
  return {
    ...toast,
    color: toast.color ?? 'primary',
    close: toast.close ?? true,
    timeout: toast.timeout ?? COMPONENT_TOAST_TIMEOUT,
  };
}

/** A timeout that is missing a usable positive number means "stay until closed". */
function expires(timeout: number | undefined): timeout is number {
  return typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0;
}

export class ToastQueue {
  private items: readonly Toast[] = [];
  /** Clocks of toasts that expire; toasts that stay until closed have none. */
  private readonly timers = new Map<string, TimerState>();
  /** Toasts under the pointer. Kept apart from the timers so a timeout given while hovered waits for the leave. */
  private readonly paused = new Set<string>();
  private readonly listeners = new Set<ToastListener>();
  private readonly clock: ToastClock;
  private nextId = 0;

  constructor(clock: Partial<ToastClock> = {}) {
    this.clock = { ...globalClock, ...clock };
  }

  /** Current toasts, oldest first. A new array is made on every change (useSyncExternalStore relies on it). */
  list = (): readonly Toast[] => this.items;

  /** Listeners get the new list after every change. Returns the unsubscribe function. */
  subscribe = (listener: ToastListener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Shows a toast and returns its id. Re-adding an existing id replaces it in place and restarts its clock. */
  add(input: ToastInput): string {
    const id = input.id ?? this.generateId();
    const toast: Toast = withDefaults({ ...input, id });
    const index = this.items.findIndex((t) => t.id === id);
    this.items = index === -1 ? [...this.items, toast] : this.items.map((t, i) => (i === index ? toast : t));
    this.startTimer(id, toast.timeout);
    this.emit();
    return id;
  }

  /** Removes a toast (close button, timeout or action) and then runs its callback once. */
  remove(id: string): void {
    const toast = this.items.find((t) => t.id === id);
    if (!toast) return;
    this.stopTimer(id);
    this.timers.delete(id);
    this.paused.delete(id);
    this.items = this.items.filter((t) => t.id !== id);
    this.emit();
    toast.callback?.();
  }

  /** Changes a toast's content. A patch carrying `timeout` restarts the clock with it. */
  update(id: string, patch: ToastPatch): void {
    const index = this.items.findIndex((t) => t.id === id);
    const current = this.items[index];
    if (!current) return;
    const restart = 'timeout' in patch;
    const next: Toast = { ...current, ...patch, id };
    if (restart) next.timeout = patch.timeout ?? COMPONENT_TOAST_TIMEOUT;
    this.items = this.items.map((t, i) => (i === index ? next : t));
    if (restart) this.startTimer(id, next.timeout);
    this.emit();
  }

  /** Stops the clock while the pointer is over the toast, remembering the time left. */
  pause(id: string): void {
    if (this.paused.has(id) || !this.items.some((t) => t.id === id)) return;
    this.paused.add(id);
    const timer = this.timers.get(id);
    if (!timer) return;
    this.stopTimer(id);
    timer.remaining = Math.max(0, timer.remaining - (this.clock.now() - timer.startedAt));
  }

  /** Continues the clock with the time that was left when it paused. */
  resume(id: string): void {
    if (!this.paused.delete(id)) return;
    const timer = this.timers.get(id);
    if (timer) this.runTimer(id, timer);
  }

  /** Runs the action's handler, then removes the toast (even if the handler throws). */
  clickAction(id: string, index: number): void {
    const toast = this.items.find((t) => t.id === id);
    const action = toast?.actions?.[index];
    if (!action) return;
    try {
      action.onClick?.();
    } finally {
      this.remove(id);
    }
  }

  /** Removes every toast; each callback still runs once. */
  clear(): void {
    const removed = this.items;
    if (removed.length === 0) return;
    for (const id of this.timers.keys()) this.stopTimer(id);
    this.timers.clear();
    this.paused.clear();
    this.items = [];
    this.emit();
    for (const toast of removed) toast.callback?.();
  }

  private generateId(): string {
    let id: string;
    do id = `toast-${++this.nextId}`;
    while (this.items.some((t) => t.id === id));
    return id;
  }

  /** (Re)starts a toast's clock from its full timeout; a hovered toast keeps it until the pointer leaves. */
  private startTimer(id: string, timeout: number | undefined): void {
    this.stopTimer(id);
    if (!expires(timeout)) {
      this.timers.delete(id);
      return;
    }
    const timer: TimerState = { handle: undefined, remaining: timeout, startedAt: this.clock.now() };
    this.timers.set(id, timer);
    if (!this.paused.has(id)) this.runTimer(id, timer);
  }

  private runTimer(id: string, timer: TimerState): void {
    // Very long timeouts run in slices so they never overflow the browser's timer.
    const delay = Math.min(timer.remaining, MAX_TIMER_DELAY);
    timer.startedAt = this.clock.now();
    timer.handle = this.clock.setTimeout(() => {
      timer.handle = undefined;
      timer.remaining -= delay;
      if (timer.remaining > 0) this.runTimer(id, timer);
      else this.remove(id);
    }, delay);
  }

  private stopTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer?.handle !== undefined) {
      this.clock.clearTimeout(timer.handle);
      timer.handle = undefined;
    }
  }

  private emit(): void {
    const items = this.items;
    for (const listener of [...this.listeners]) listener(items);
  }
}
