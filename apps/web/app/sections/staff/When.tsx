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
 * time zone in a tooltip on hover (screen readers read it after the relative time); the
 * instant in `dateTime`. Not a tab stop (issue 28): a list of leads would cost a Tab per row
 * for text the screen reader already says, and the lead page shows the exact time anyway.
 */
export function When({ iso }: { iso: string }) {
  const now = useNow();
  const exact = exactTime(iso);
  return (
    <Tooltip content={exact}>
      <time dateTime={iso} className={styles.time} data-exact={exact}>
        {relativeTime(iso, now)}
        <VisuallyHidden>{`, ${exact}`}</VisuallyHidden>
      </time>
    </Tooltip>
  );
}
