import type { StaffMe } from '@travel/schemas';
import { createContext, useContext } from 'react';
import type { InboxPollControl } from './useInboxPoll.ts';

export interface StaffSessionState {
  me: StaffMe;
  /** Asks the server for the unread count again (after a lead was read or marked unread). */
  refreshUnread: () => void;
  /** The inbox poll, paused while signing out. */
  live: InboxPollControl;
}

export const StaffSessionContext = createContext<StaffSessionState | null>(null);

/** The signed-in person and the header's unread count, inside the staff layout. */
export function useStaffSession(): StaffSessionState {
  const state = useContext(StaffSessionContext);
  if (!state) throw new Error('useStaffSession outside the staff layout');
  return state;
}
