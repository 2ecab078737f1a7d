import type { StaffMe } from '@travel/schemas';
import { createContext, useContext } from 'react';

export interface StaffSessionState {
  me: StaffMe;
  /** Asks the server for the unread count again (after a lead was read or marked unread). */
  refreshUnread: () => void;
}

export const StaffSessionContext = createContext<StaffSessionState | null>(null);

/** The signed-in person and the header's unread count, inside the staff layout. */
export function useStaffSession(): StaffSessionState {
  const state = useContext(StaffSessionContext);
  if (!state) throw new Error('useStaffSession outside the staff layout');
  return state;
}
