import type { LeadWithHistory } from '@travel/schemas';
import { i18n } from '../i18n.ts';
import { STAFF_API, loadOrSignIn, staffFetch } from '../sections/staff/api.ts';
import { pageModule } from '../sections/staff/lazy.ts';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import { staffMeta } from '../sections/staff/strings.ts';
import type { Route } from './+types/staff-lead';

const page = pageModule(() => import('../sections/staff/LeadPage.tsx'));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? loaderData.lead.name : i18n.t('staff:lead.title'));

/**
 * The lead with every stored field and its history, and the page's code. Reading it changes
 * nothing on the server (a link from elsewhere must not mark a lead read): the page marks an
 * unread lead read itself, with a PATCH, and shows the answer.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    loadOrSignIn<LeadWithHistory>(request, STAFF_API.lead(params.id)),
    page.load(),
  ]);
  if (data.lead.isRead) return data;
  return staffFetch<LeadWithHistory>(STAFF_API.lead(params.id), {
    method: 'PATCH',
    body: { isRead: true, opened: true },
    signal: request.signal,
  }).catch(() => data);
}

/** /staff/leads/{id}: one lead, laid out for reading, with what staff can do to it. */
export default function StaffLead({ loaderData }: Route.ComponentProps) {
  const { LeadPage } = page.get();
  return <LeadPage loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
