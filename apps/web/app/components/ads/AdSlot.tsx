import { useEffect, useRef } from 'react';
import * as styles from './AdSlot.css.ts';
import {
  AD_SCRIPT_SRC,
  AD_SLOT_OBSERVER_TIMEOUT_MS,
  AD_SLOT_RETRY_MS,
  AD_SLOT_ROOT_MARGIN,
  AD_SLOT_THRESHOLD,
} from './constants.ts';

export const adSlotVariants = ['inline', 'sidebar'] as const;
export type AdSlotVariant = (typeof adSlotVariants)[number];

export interface AdSlotProps {
  /** Caption of the slot, e.g. "Advertisement"; also its accessible name unless `name` is given. */
  label: string;
  /**
   * Accessible name of the slot's region when it must differ from the caption: with two slots
   * on a page, each needs its own name (two landmarks of one name cannot be told apart), e.g.
   * "Advertisement in the sidebar".
   */
  name?: string;
  /** Ad client id (`ca-pub-…`). Without it (or without `slotId`) the slot stays an empty
   * reserved box and nothing loads. */
  clientId?: string;
  /** Ad unit id. */
  slotId?: string;
  /**
   * `inline` reserves 280 px of height, `sidebar` 600 px.
   * @default 'inline'
   */
  variant?: AdSlotVariant;
  className?: string;
}

type AdWindow = Window & { adsbygoogle?: object[] };

/** Adds the ad script to the page unless it is there already: at most once per page. */
function loadAdScript(clientId: string) {
  if (document.querySelector(`script[src^="${AD_SCRIPT_SRC}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${AD_SCRIPT_SRC}?client=${encodeURIComponent(clientId)}`;
  script.crossOrigin = 'anonymous';
  document.head.append(script);
}

/**
 * A reserved, labelled box for one ad (spec §4 Ad slot). With `clientId` and `slotId` it
 * waits until it comes near the viewport, loads the ad script once per page and requests one
 * ad as soon as it has a width; the observer gives up after 5 s. Without them it is only the
 * reserved box, so layouts look the same with ads switched off.
 */
export function AdSlot({
  label,
  name,
  clientId,
  slotId,
  variant = 'inline',
  className,
}: AdSlotProps) {
  const slotRef = useRef<HTMLElement>(null);
  const adRef = useRef<HTMLModElement>(null);
  // The unit already requested: one push per <ins>, also across Strict Mode's double effects.
  const pushedFor = useRef<string | null>(null);
  const unit = clientId && slotId ? `${clientId}/${slotId}` : null;

  useEffect(() => {
    const slot = slotRef.current;
    if (!clientId || !unit || !slot || pushedFor.current === unit) return;
    let observer: IntersectionObserver | undefined;
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const pushWhenSized = () => {
      const parent = adRef.current?.parentElement;
      if (!parent || parent.offsetWidth === 0) {
        retryTimer = setTimeout(pushWhenSized, AD_SLOT_RETRY_MS);
        return;
      }
      pushedFor.current = unit;
      const adWindow = window as AdWindow;
      try {
        (adWindow.adsbygoogle = adWindow.adsbygoogle || []).push({});
      } catch {
        // A refused ad (blocker, policy) leaves the reserved box empty; the page carries on.
      }
    };

    const activate = () => {
      loadAdScript(clientId);
      pushWhenSized();
    };

    if (typeof IntersectionObserver === 'undefined') {
      activate();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          clearTimeout(stopTimer);
          activate();
        },
        { threshold: AD_SLOT_THRESHOLD, rootMargin: AD_SLOT_ROOT_MARGIN },
      );
      observer.observe(slot);
      stopTimer = setTimeout(() => observer?.disconnect(), AD_SLOT_OBSERVER_TIMEOUT_MS);
    }

    return () => {
      observer?.disconnect();
      clearTimeout(stopTimer);
      clearTimeout(retryTimer);
    };
  }, [clientId, unit]);

  return (
    <section
      ref={slotRef}
      aria-label={name ?? label}
      className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {unit ? (
        <ins
          key={unit}
          ref={adRef}
          className={`adsbygoogle ${styles.ad}`}
          data-ad-client={clientId}
          data-ad-slot={slotId}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      ) : null}
    </section>
  );
}
