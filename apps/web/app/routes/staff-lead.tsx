import type { LeadWithHistory } from '@travel/schemas';
import { i18n } from '../i18n.ts';
import { STAFF_API, loadOrSignIn } from '../sections/staff/api.ts';
import { pageModule } from '../sections/staff/lazy.ts';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import { staffMeta } from '../sections/staff/strings.ts';
import type { Route } from './+types/staff-lead';

const page = pageModule(() => import('../sections/staff/LeadPage.tsx'));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? loaderData.lead.name : i18n.t('staff:lead.title'));

/** The lead with every stored field and its history (the server marks it read), and the page's code. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    loadOrSignIn<LeadWithHistory>(request, STAFF_API.lead(params.id)),
    page.load(),
  ]);
  return data;
}

/** /staff/leads/{id}: one lead, laid out for reading, with what staff can do to it. */
export default function StaffLead({ loaderData }: Route.ComponentProps) {
  const { LeadPage } = page.get();
  return <LeadPage loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
