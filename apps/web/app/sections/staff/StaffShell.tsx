import { Badge, Button, Container } from '@travel/ui';
import type { StaffUser } from '@travel/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { PAGE_END_ID } from '../../components/SiteShell.tsx';
import { skipLink } from '../../components/SiteShell.css.ts';
import { ThemeToggle } from '../../components/ThemeToggle.tsx';
import { INBOX_PATH, SIGN_IN_PATH, STAFF_API, StaffApiError, staffFetch } from './api.ts';
import { useStaffSession } from './context.ts';
import * as styles from './StaffShell.css.ts';

export interface StaffShellProps {
  /** The person signed in; without one (the sign-in page) there is no navigation or sign-out. */
  user?: StaffUser;
  /** Unread leads, counted in the header. */
  unread?: number;
  children: ReactNode;
}

/**
 * What every staff page wears: skip link, a header with the inbox link and its unread count,
 * the theme switch and **Sign out**, then the page. None of the public site's header, footer,
 * chat, ads or third-party scripts: these pages show visitors' personal data.
 */
export function StaffShell({ user, unread, children }: StaffShellProps) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.shell}>
      <a className={skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        <Container className={styles.bar}>
          <Link to={user ? INBOX_PATH : SIGN_IN_PATH} className={styles.brand}>
            <Logo />
            <span className={styles.area}>{t('shell.area')}</span>
          </Link>
          <div className={styles.tools}>
            {user ? (
              <nav aria-label={t('shell.nav')}>
                <Link to={INBOX_PATH} className={styles.brand}>
                  {t('shell.inbox')}{' '}
                  {unread !== undefined ? (
                    <Badge tone={unread > 0 ? 'primary' : 'neutral'}>
                      {t('shell.unread', { count: unread })}
                    </Badge>
                  ) : null}
                </Link>
              </nav>
            ) : null}
            {user ? (
              <span className={styles.user}>
                {t('shell.signedInAs', { name: user.name || user.email })}
              </span>
            ) : null}
            <ThemeToggle />
            {user ? <SignOutButton /> : null}
          </div>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Container>{children}</Container>
      </main>
      {/* The first paint waits for this (see the `expect` link in root.tsx). */}
      <span id={PAGE_END_ID} />
    </div>
  );
}

/** Ends the session on the server, then goes to the sign-in page. */
function SignOutButton() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { live } = useStaffSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="small"
        pending={pending}
        pendingLabel={t('shell.signingOut')}
        onClick={async () => {
          setPending(true);
          setFailed(false);
          // No poll may ask after the session is gone: its 401 would be a failed request.
          live.pause();
          try {
            await staffFetch(STAFF_API.session, { method: 'DELETE' });
            await navigate(`${SIGN_IN_PATH}?signedOut=1`, { replace: true });
          } catch (error) {
            // Already signed out (the session ended elsewhere): the outcome is the same.
            if (error instanceof StaffApiError && error.status === 401) {
              await navigate(`${SIGN_IN_PATH}?signedOut=1`, { replace: true });
              return;
            }
            live.resume();
            setFailed(true);
            setPending(false);
          }
        }}
      >
        {t('shell.signOut')}
      </Button>
      {failed ? (
        <span role="alert" className={styles.user}>
          {t('shell.signOutFailed')}
        </span>
      ) : null}
    </>
  );
}
