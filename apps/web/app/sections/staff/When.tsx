import { Tooltip, VisuallyHidden } from '@travel/ui';
import { useEffect, useState } from 'react';
import { exactTime, relativeTime } from './time.ts';
import * as styles from './StaffShell.css.ts';

/** Re-renders every minute, so "5 minutes ago" keeps true while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * When something happened: relative ("5 minutes ago"), and the exact moment in the agency's
 * time zone in a tooltip on hover and keyboard focus (screen readers read it after the relative
 * time); the instant in `dateTime`.
 */
export function When({ iso }: { iso: string }) {
  const now = useNow();
  const exact = exactTime(iso);
  return (
    <Tooltip content={exact}>
      {/* Focusable, so the exact moment also shows from the keyboard. */}
      <time dateTime={iso} tabIndex={0} className={styles.time} data-exact={exact}>
        {relativeTime(iso, now)}
        <VisuallyHidden>{`, ${exact}`}</VisuallyHidden>
      </time>
    </Tooltip>
  );
}
