import { useSyncExternalStore } from 'react';

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Toasts on screen at once: a new toast replaces the one showing. */
export const toastLimit = 1;
/** Milliseconds a toast stays before it closes itself (paused while hovered or focused). */
export const toastDuration = 5000;
/** Swiping a toast towards the right dismisses it... */
export const toastSwipeDirection = 'right';
/** ...once the pointer has moved this many pixels. */
export const toastSwipeThreshold = 50;
/**
 * Milliseconds a dismissed toast stays in the store (spec §9: 1,000,000 — about 17 minutes).
 * A closed record renders nothing once Radix has played its exit animation, so keeping it only
 * costs an array entry; with `toastLimit` 1 the next `toast()` pushes it out at once anyway.
 */
export const toastRemoveDelay = 1_000_000;

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` uses the danger colours, for failures and irreversible outcomes. */
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to `toastDuration`. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed: it is animating out and leaves the store after `toastRemoveDelay`. */
  open: boolean;
}

const noToasts: readonly ToastRecord[] = [];

let toasts: readonly ToastRecord[] = noToasts;
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: readonly ToastRecord[]) {
  // Toasts pushed out by the limit leave at once: forget their pending removal.
  for (const [id, timer] of removalTimers) {
    if (!next.some((item) => item.id === id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast from anywhere (an event handler, a route action, a fetch callback) as long as
 * a `<Toaster>` is mounted. Returns its id, for `dismissToast(id)`.
 */
export function toast(options: ToastOptions): string {
  lastId += 1;
  const id = `toast-${lastId}`;
  update([{ ...options, id, open: true }, ...toasts].slice(0, toastLimit));
  return id;
}

/** Closes one toast, or every toast when called without an id. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  update(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
  for (const item of closing) {
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        update(toasts.filter((other) => other.id !== item.id));
      }, toastRemoveDelay),
    );
  }
}

/** The current toasts, newest first. The array is replaced, never mutated, on every change. */
export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current toasts, re-rendering on change. Empty during server rendering. */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => noToasts);
}
