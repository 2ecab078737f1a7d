import { STAFF_API, type InboxState } from '@travel/schemas';
import { useEffect, useMemo, useRef } from 'react';
import { staffFetch } from './api.ts';

/** How often the open staff pages ask whether a lead arrived. */
export const INBOX_POLL_MS = 5_000;

/** Stops and restarts the inbox poll (signing out pauses it, so that no answer says 401). */
export interface InboxPollControl {
  /** No more requests, and the one under way (if any) is abandoned. */
  pause: () => void;
  /** Asks again from the next tick on. */
  resume: () => void;
}

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
): InboxPollControl {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  const run = useRef<{ paused: boolean; request: AbortController | null }>({
    paused: false,
    request: null,
  });
  useEffect(() => {
    const state = run.current;
    let previous: InboxState | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (!state.paused) {
        const request = new AbortController();
        state.request = request;
        try {
          const answer = await staffFetch<InboxState>(STAFF_API.inboxState, {
            signal: request.signal,
          });
          if (stopped) return;
          if (
            previous &&
            (answer.unread !== previous.unread || answer.latest?.id !== previous.latest?.id)
          ) {
            callback.current(answer, previous);
          }
          previous = answer;
        } catch {
          // Offline, signed out or paused: the next tick tries again; a page load deals with
          // sign-in.
        } finally {
          if (state.request === request) state.request = null;
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      state.request?.abort();
    };
  }, [intervalMs]);
  return useMemo(
    () => ({
      pause: () => {
        run.current.paused = true;
        run.current.request?.abort();
      },
      resume: () => {
        run.current.paused = false;
      },
    }),
    [],
  );
}

/** Whether this browser can show notifications, and what the staff member allowed. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
