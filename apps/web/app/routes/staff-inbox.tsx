import type { LeadList, StaffMe, SubscriberList } from '@travel/schemas';
import { i18n } from '../i18n.ts';
import { STAFF_API, loadOrSignIn } from '../sections/staff/api.ts';
import { inboxQuery, withQuery, type InboxData } from '../sections/staff/filters.ts';
import { pageModule } from '../sections/staff/lazy.ts';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import { staffMeta } from '../sections/staff/strings.ts';
import type { Route } from './+types/staff-inbox';

const page = pageModule(() => import('../sections/staff/InboxPage.tsx'));

/** "(3) Inbox": the tab shows the unread count, which the layout's poll keeps current. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/staff-layout');
  const me = layout?.loaderData as StaffMe | undefined;
  const title = i18n.t('staff:inbox.title');
  return staffMeta(me?.unread ? `(${me.unread}) ${title}` : title);
};

/** The first page of the list the URL asks for, with its filters (and the page's code). */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<InboxData> {
  const { view, filters } = inboxQuery(new URL(request.url).searchParams);
  const [data] = await Promise.all([
    view === 'subscribers'
      ? loadOrSignIn<SubscriberList>(request, withQuery(STAFF_API.subscribers, filters)).then(
          (subscribers): InboxData => ({ view, subscribers, filters: filters.toString() }),
        )
      : loadOrSignIn<LeadList>(request, withQuery(STAFF_API.leads, filters)).then(
          (leads): InboxData => ({ view, leads, filters: filters.toString() }),
        ),
    page.load(),
  ]);
  return data;
}

/**
 * /staff: everything visitors sent, newest first (inquiries, contact messages, flight
 * requests), with newsletter subscribers in their own tab. Filters live in the URL.
 */
export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const { InboxPage } = page.get();
  return <InboxPage loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
