import type { StaffSession } from '@travel/schemas';
import { Button, Card, Checkbox, Heading, Notice, Stack, Text, TextField } from '@travel/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NO_ANSWER, STAFF_API, StaffApiError, nextPath, staffFetch } from './api.ts';
import { StaffShell } from './StaffShell.tsx';
import * as styles from './StaffShell.css.ts';

type Failure =
  { kind: 'incorrect' | 'unreachable' | 'failed' } | { kind: 'tooMany'; wait: number | null };

/**
 * /staff/sign-in: Email, Password, "Keep me signed in" and **Sign in**. Every refusal reads the same (wrong
 * password, unknown address, disabled account); too many attempts say when to try again.
 */
export function SignInPage() {
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
          keepSignedIn: form.get('keepSignedIn') !== null,
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
                {/* Unticked, the session ends when the browser closes. */}
                <Checkbox name="keepSignedIn" label={t('signIn.keepSignedIn')} />
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
