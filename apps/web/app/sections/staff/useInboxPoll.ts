import { STAFF_API, type InboxState } from '@travel/schemas';
import { useEffect, useRef } from 'react';
import { staffFetch } from './api.ts';

/** How often the open staff pages ask whether a lead arrived. */
export const INBOX_POLL_MS = 5_000;

/**
 * Asks the API every few seconds for the unread count and the newest lead (issue 28), and calls
 * `onChange` when either moved. Polling rather than a push channel: the answer comes from the
 * database, so it is the same whichever instance answers, and nothing lives in a server's
 * memory. It keeps polling in a background tab (browsers slow such timers down), so that a
 * notification can still tell of a new lead.
 */
export function useInboxPoll(
  onChange: (state: InboxState, previous: InboxState) => void,
  intervalMs = INBOX_POLL_MS,
): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    let previous: InboxState | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const state = await staffFetch<InboxState>(STAFF_API.inboxState);
        if (stopped) return;
        if (
          previous &&
          (state.unread !== previous.unread || state.latest?.id !== previous.latest?.id)
        ) {
          callback.current(state, previous);
        }
        previous = state;
      } catch {
        // Offline or signed out: the next tick tries again; a page load deals with sign-in.
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [intervalMs]);
}

/** Whether this browser can show notifications, and what the staff member allowed. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
