import type { StaffMe, StaffSession } from '@travel/schemas';
import { Button, Card, Heading, Notice, Stack, Text, TextField } from '@travel/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { i18n } from '../i18n.ts';
import {
  INBOX_PATH,
  NO_ANSWER,
  STAFF_API,
  StaffApiError,
  isStaffPath,
  staffFetch,
} from '../sections/staff/api.ts';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import { StaffShell } from '../sections/staff/StaffShell.tsx';
import * as styles from '../sections/staff/StaffShell.css.ts';
import { staffMeta } from '../sections/staff/strings.ts';
import type { Route } from './+types/staff-sign-in';

export const meta: Route.MetaFunction = () => staffMeta(i18n.t('staff:signIn.title'));

/** Where to go once signed in: the staff page that sent here, else the inbox. */
function nextPath(search: URLSearchParams): string {
  const next = search.get('next');
  return next && isStaffPath(next) ? next : INBOX_PATH;
}

/** Someone already signed in goes straight on. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    await staffFetch<StaffMe>(STAFF_API.me, { signal: request.signal });
  } catch {
    // Not signed in (or the server is unreachable: the form will say so when used).
    return null;
  }
  throw redirect(nextPath(new URL(request.url).searchParams));
}

type Failure =
  { kind: 'incorrect' | 'unreachable' | 'failed' } | { kind: 'tooMany'; wait: number | null };

/**
 * /staff/sign-in: Email, Password and **Sign in**. Every refusal reads the same (wrong
 * password, unknown address, disabled account); too many attempts say when to try again.
 */
export default function StaffSignIn() {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const password = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    try {
      await staffFetch<StaffSession>(STAFF_API.session, {
        method: 'POST',
        body: {
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
        },
      });
      await navigate(nextPath(search), { replace: true });
      return;
    } catch (error) {
      const status = error instanceof StaffApiError ? error.status : -1;
      if (status === 429) {
        setFailure({
          kind: 'tooMany',
          wait: error instanceof StaffApiError ? error.retryAfter : null,
        });
      } else if (status === 400 || status === 401) {
        setFailure({ kind: 'incorrect' });
      } else {
        setFailure({ kind: status === NO_ANSWER ? 'unreachable' : 'failed' });
      }
      if (password.current) password.current.value = '';
    }
    setPending(false);
  }

  const notice = search.has('signedOut')
    ? { tone: 'success' as const, title: t('signIn.signedOut') }
    : search.has('next')
      ? { tone: 'info' as const, title: t('signIn.needed') }
      : null;

  return (
    <StaffShell>
      <div className={styles.narrow}>
        <Card padding="large">
          <Stack gap="large">
            <Stack gap="xsmall">
              <Heading level={1} size="xlarge">
                {t('signIn.title')}
              </Heading>
              <Text tone="muted">{t('signIn.intro')}</Text>
            </Stack>
            {notice && !failure ? <Notice tone={notice.tone} title={notice.title} /> : null}
            <form onSubmit={signIn}>
              <Stack gap="medium">
                <TextField
                  label={t('signIn.email')}
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                />
                <TextField
                  ref={password}
                  label={t('signIn.password')}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                {failure ? (
                  <Notice tone="danger" title={t('signIn.errorTitle')}>
                    {failureText(failure, t)}
                  </Notice>
                ) : null}
                <Button
                  type="submit"
                  fullWidth
                  pending={pending}
                  pendingLabel={t('signIn.pending')}
                >
                  {t('signIn.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Card>
      </div>
    </StaffShell>
  );
}

function failureText(failure: Failure, t: ReturnType<typeof useTranslation<'staff'>>['t']): string {
  switch (failure.kind) {
    case 'incorrect':
      return t('signIn.incorrect');
    case 'unreachable':
      return t('signIn.unreachable');
    case 'failed':
      return t('signIn.failed');
    case 'tooMany':
      if (failure.wait === null) return t('signIn.tooManyLater');
      if (failure.wait < 60)
        return t('signIn.tooManySeconds', { count: Math.max(1, failure.wait) });
      return t('signIn.tooManyMinutes', { count: Math.ceil(failure.wait / 60) });
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffShell>
      <StaffErrorPage error={error} />
    </StaffShell>
  );
}
