import type { StaffMe } from '@travel/schemas';
import { useCallback, useMemo, useState } from 'react';
import {
  Outlet,
  useLocation,
  useNavigate,
  useRevalidator,
  type ShouldRevalidateFunction,
} from 'react-router';
import { i18n } from '../i18n.ts';
import {
  INBOX_PATH,
  STAFF_API,
  loadOrSignIn,
  redirectToSignIn,
  signedInUser,
  staffFetch,
} from '../sections/staff/api.ts';
import { StaffSessionContext } from '../sections/staff/context.ts';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import { StaffShell } from '../sections/staff/StaffShell.tsx';
import { notificationPermission, useInboxPoll } from '../sections/staff/useInboxPoll.ts';
import '../sections/staff/strings.ts';
import type { Route } from './+types/staff-layout';

/**
 * The signed-in staff pages (inbox, lead) need a session: without one they go to the sign-in
 * page, which brings back here afterwards. Middleware runs before any page's loader, so a
 * signed-out visit asks the API nothing it would refuse.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    if (!(await signedInUser(request.signal))) throw redirectToSignIn(request);
  },
];

/** Who is signed in and the unread count, for the header. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<StaffMe> {
  return loadOrSignIn<StaffMe>(request, STAFF_API.me);
}

// The unread count follows every move between staff pages.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  // A page's own loader runs beside this one: opening a lead marks it read after the count
  // was taken, so the page asks for it again once it has changed something. A fresher answer
  // counts until the next load.
  const [fresh, setFresh] = useState<{ after: StaffMe; me: StaffMe } | null>(null);
  const me = fresh?.after === loaderData ? fresh.me : loaderData;
  const refreshUnread = useCallback(() => {
    staffFetch<StaffMe>(STAFF_API.me).then(
      (answer) => setFresh({ after: loaderData, me: answer }),
      () => {
        // The count stays as it was; the next page load brings it up to date.
      },
    );
  }, [loaderData]);
  // The inbox keeps up by itself (issue 28): a new lead or another unread count reloads the
  // inbox's list (and with it this count and the tab's title); elsewhere the count follows.
  const location = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const live = useInboxPoll((state, previous) => {
    if (location.pathname === INBOX_PATH) void revalidator.revalidate();
    else setFresh({ after: loaderData, me: { ...me, unread: state.unread } });
    const latest = state.latest;
    if (latest && latest.id !== previous.latest?.id && notificationPermission() === 'granted') {
      const notification = new Notification(i18n.t('staff:live.notificationTitle'), {
        body: latest.name,
        tag: `lead-${latest.id}`,
      });
      notification.onclick = () => {
        window.focus();
        void navigate(`${INBOX_PATH}/leads/${encodeURIComponent(latest.id)}`);
      };
    }
  });
  const session = useMemo(() => ({ me, refreshUnread, live }), [me, refreshUnread, live]);
  return (
    <StaffSessionContext value={session}>
      <StaffShell user={me.user} unread={me.unread}>
        <Outlet />
      </StaffShell>
    </StaffSessionContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffShell>
      <StaffErrorPage error={error} />
    </StaffShell>
  );
}
