import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  subscribeToToasts,
  toast,
  toastLimit,
  toastRemoveDelay,
  useToasts,
} from './toastStore.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Module state outlives a test: close and flush whatever it left behind.
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds an open toast and returns its id', () => {
    const id = toast({ title: 'Trip saved', description: 'Find it under My trips.' });
    expect(getToasts()).toEqual([
      { id, title: 'Trip saved', description: 'Find it under My trips.', open: true },
    ]);
  });

  it('keeps one toast: a new toast replaces the current one', () => {
    expect(toastLimit).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second, title: 'Second', variant: 'destructive' });
  });

  it('gives every toast its own id', () => {
    const ids = new Set([toast({ title: 'A' }), toast({ title: 'B' }), toast({ title: 'C' })]);
    expect(ids.size).toBe(3);
  });

  it('dismisses by id: closed first, removed after the exit animation', () => {
    const id = toast({ title: 'Copied' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(toastRemoveDelay - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('keeps a dismissed toast for the spec’s 1,000,000 ms, yet the next toast replaces it at once', () => {
    expect(toastRemoveDelay).toBe(1_000_000);
    const first = toast({ title: 'Saved' });
    dismissToast(first);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toEqual([expect.objectContaining({ id: first, open: false })]);
    const second = toast({ title: 'Sent' });
    expect(getToasts()).toEqual([expect.objectContaining({ id: second, open: true })]);
  });

  it('ignores unknown and already dismissed ids', () => {
    const id = toast({ title: 'Copied' });
    const before = getToasts();
    dismissToast('toast-unknown');
    expect(getToasts()).toBe(before);
    dismissToast(id);
    const closed = getToasts();
    dismissToast(id);
    expect(getToasts()).toBe(closed);
  });

  it('dismisses everything without an id', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
  });

  it('does not let a replaced toast’s removal timer remove its successor', () => {
    const first = toast({ title: 'First' });
    dismissToast(first);
    const second = toast({ title: 'Second' });
    vi.advanceTimersByTime(toastRemoveDelay);
    expect(getToasts()).toEqual([expect.objectContaining({ id: second, open: true })]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: 'One' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders components through useToasts', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    act(() => {
      toast({ title: 'Visa checklist sent' });
    });
    expect(result.current.map((item) => item.title)).toEqual(['Visa checklist sent']);
  });
});
