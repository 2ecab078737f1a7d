import { Button, Heading, Stack, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse } from 'react-router';
import { INBOX_PATH, NO_ANSWER, StaffApiError } from './api.ts';
import * as styles from './StaffShell.css.ts';

/** What a staff page shows when it could not be loaded: what happened, and a way on. */
export function StaffErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('staff');
  const status =
    error instanceof StaffApiError
      ? error.status
      : isRouteErrorResponse(error)
        ? error.status
        : null;
  const kind = status === 404 ? 'notFound' : status === NO_ANSWER ? 'unreachable' : 'failed';
  return (
    <Stack gap="medium" role="alert">
      <Heading level={1} size="xlarge">
        {t(`error.${kind}.title`)}
      </Heading>
      <Text>{t(`error.${kind}.text`)}</Text>
      <div className={styles.actions}>
        {kind === 'notFound' ? null : (
          <Button type="button" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </Button>
        )}
        <Link to={INBOX_PATH}>{t('error.toInbox')}</Link>
      </div>
    </Stack>
  );
}
