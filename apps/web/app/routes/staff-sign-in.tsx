import { redirect } from 'react-router';
import { i18n } from '../i18n.ts';
import { nextPath, signedInUser } from '../sections/staff/api.ts';
import { pageModule } from '../sections/staff/lazy.ts';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import { StaffShell } from '../sections/staff/StaffShell.tsx';
import { staffMeta } from '../sections/staff/strings.ts';
import type { Route } from './+types/staff-sign-in';

const page = pageModule(() => import('../sections/staff/SignInPage.tsx'));

export const meta: Route.MetaFunction = () => staffMeta(i18n.t('staff:signIn.title'));

/** Someone already signed in goes straight on; the others get the form. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [signedIn] = await Promise.all([
    signedInUser(request.signal).then(
      (user) => user !== null,
      // The server is unreachable: the form says so when used.
      () => false,
    ),
    page.load(),
  ]);
  if (signedIn) throw redirect(nextPath(new URL(request.url).searchParams));
  return null;
}

/**
 * /staff/sign-in: Email, Password and **Sign in**. Every refusal reads the same (wrong
 * password, unknown address, disabled account); too many attempts say when to try again.
 */
export default function StaffSignIn() {
  const { SignInPage } = page.get();
  return <SignInPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffShell>
      <StaffErrorPage error={error} />
    </StaffShell>
  );
}
