import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdSlot } from './AdSlot.tsx';
import {
  AD_SCRIPT_SRC,
  AD_SLOT_MIN_HEIGHT,
  AD_SLOT_OBSERVER_TIMEOUT_MS,
  AD_SLOT_RETRY_MS,
  AD_SLOT_ROOT_MARGIN,
  AD_SLOT_THRESHOLD,
} from './constants.ts';

/** Records what the component observes and lets a test decide when it intersects. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords() {
    return [];
  }

  /** Reports the observed targets as (not) intersecting, as the browser would. */
  trigger(isIntersecting = true) {
    if (this.disconnected) return;
    const entries = this.targets.map(
      (target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

type AdWindow = Window & { adsbygoogle?: object[] };
const adWindow = window as AdWindow;
const adScripts = () => document.head.querySelectorAll(`script[src^="${AD_SCRIPT_SRC}"]`);
const lastObserver = () => FakeIntersectionObserver.instances.at(-1)!;

let width = 0;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.instances = [];
  width = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete adWindow.adsbygoogle;
  for (const script of adScripts()) script.remove();
});

describe('AdSlot', () => {
  it('exports the spec constants', () => {
    expect(AD_SLOT_THRESHOLD).toBe(0.1);
    expect(AD_SLOT_ROOT_MARGIN).toBe('100px');
    expect(AD_SLOT_RETRY_MS).toBe(100);
    expect(AD_SLOT_OBSERVER_TIMEOUT_MS).toBe(5000);
    expect(AD_SLOT_MIN_HEIGHT).toEqual({ inline: 280, sidebar: 600 });
  });

  it('without a client id is only a reserved, labelled box and loads nothing', () => {
    const { container } = render(<AdSlot label="Advertisement" slotId="123" />);
    expect(screen.getByRole('region', { name: 'Advertisement' })).toBeTruthy();
    expect(container.querySelector('ins')).toBeNull();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(adScripts()).toHaveLength(0);
    expect(adWindow.adsbygoogle).toBeUndefined();
  });

  it('takes a region name apart from its caption, so two slots on a page differ', () => {
    render(<AdSlot label="Advertisement" name="Advertisement in the sidebar" variant="sidebar" />);
    const slot = screen.getByRole('region', { name: 'Advertisement in the sidebar' });
    expect(slot.textContent).toBe('Advertisement');
  });

  it('without a slot id loads nothing either', () => {
    render(<AdSlot label="Advertisement" clientId="ca-pub-1" />);
    vi.advanceTimersByTime(10_000);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(adScripts()).toHaveLength(0);
  });

  it('waits for the viewport, then loads the script and pushes one ad once it has width', () => {
    const { container } = render(
      <AdSlot label="Advertisement" clientId="ca-pub-123" slotId="456" variant="sidebar" />,
    );
    const ins = container.querySelector('ins.adsbygoogle');
    expect(ins?.getAttribute('data-ad-client')).toBe('ca-pub-123');
    expect(ins?.getAttribute('data-ad-slot')).toBe('456');

    const observer = lastObserver();
    expect(observer.options).toEqual({ threshold: 0.1, rootMargin: '100px' });
    expect(observer.targets).toEqual([screen.getByRole('region', { name: 'Advertisement' })]);
    expect(adScripts()).toHaveLength(0);

    // Still out of view: nothing happens.
    observer.trigger(false);
    expect(adScripts()).toHaveLength(0);

    observer.trigger(true);
    expect(observer.disconnected).toBe(true);
    const [script] = Array.from(adScripts()) as HTMLScriptElement[];
    expect(script?.src).toBe(`${AD_SCRIPT_SRC}?client=ca-pub-123`);
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');

    // No width yet: it retries every 100 ms without pushing.
    expect(adWindow.adsbygoogle).toBeUndefined();
    vi.advanceTimersByTime(AD_SLOT_RETRY_MS * 5);
    expect(adWindow.adsbygoogle).toBeUndefined();

    width = 300;
    vi.advanceTimersByTime(AD_SLOT_RETRY_MS);
    expect(adWindow.adsbygoogle).toEqual([{}]);

    vi.advanceTimersByTime(10_000);
    expect(adWindow.adsbygoogle).toHaveLength(1);
    expect(adScripts()).toHaveLength(1);
  });

  it('pushes at once when the parent already has width', () => {
    width = 320;
    render(<AdSlot label="Advertisement" clientId="ca-pub-1" slotId="2" />);
    lastObserver().trigger();
    expect(adWindow.adsbygoogle).toHaveLength(1);
  });

  it('stops observing after 5 s if the slot never comes near the viewport', () => {
    render(<AdSlot label="Advertisement" clientId="ca-pub-1" slotId="2" />);
    const observer = lastObserver();
    vi.advanceTimersByTime(AD_SLOT_OBSERVER_TIMEOUT_MS - 1);
    expect(observer.disconnected).toBe(false);
    vi.advanceTimersByTime(1);
    expect(observer.disconnected).toBe(true);
    observer.trigger();
    expect(adScripts()).toHaveLength(0);
    expect(adWindow.adsbygoogle).toBeUndefined();
  });

  it('loads the script once per page, whatever the number of slots', () => {
    width = 300;
    render(
      <>
        <AdSlot label="Advertisement" clientId="ca-pub-1" slotId="a" />
        <AdSlot label="Advertisement" clientId="ca-pub-1" slotId="b" variant="sidebar" />
      </>,
    );
    for (const observer of FakeIntersectionObserver.instances) observer.trigger();
    expect(adScripts()).toHaveLength(1);
    expect(adWindow.adsbygoogle).toHaveLength(2);
  });

  it('pushes once under Strict Mode', () => {
    width = 300;
    render(
      <StrictMode>
        <AdSlot label="Advertisement" clientId="ca-pub-1" slotId="2" />
      </StrictMode>,
    );
    for (const observer of FakeIntersectionObserver.instances) observer.trigger();
    vi.advanceTimersByTime(1000);
    expect(adWindow.adsbygoogle).toHaveLength(1);
  });

  it('stops retrying when unmounted', () => {
    const { unmount } = render(<AdSlot label="Advertisement" clientId="ca-pub-1" slotId="2" />);
    lastObserver().trigger();
    unmount();
    width = 300;
    vi.advanceTimersByTime(1000);
    expect(adWindow.adsbygoogle).toBeUndefined();
  });
});
