import type { AuditEntry, LeadDetail } from '@travel/schemas';
import { Card, Heading, Stack } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from './LeadDetails.tsx';
import { When } from './When.tsx';
import * as styles from './StaffShell.css.ts';

/** One line of the history: who did what. */
function EntryText({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staff');
  const option = useOptionLabel();
  const who = entry.actor ? entry.actor.name || entry.actor.email : t('history.formerStaff');
  switch (entry.action) {
    case 'read':
      return t(entry.detail === 'opened' ? 'history.opened' : 'history.read', { who });
    case 'unread':
      return t('history.unread', { who });
    case 'status':
      return t('history.status', {
        who,
        status: entry.detail ? option('statuses', entry.detail) : '',
      });
    case 'note':
      return t('history.note', { who });
    case 'suspect-cleared':
      return t('history.suspectCleared', { who });
    case 'assigned':
      return entry.detail
        ? t('history.assigned', { who, name: entry.detail })
        : t('history.unassigned', { who });
    case 'mail-retry':
      return t('history.mailRetry', {
        who,
        message: t(`messages.kindsLower.${entry.detail ?? 'lead-notification'}`, {
          defaultValue: t('messages.title').toLowerCase(),
        }),
      });
  }
}

/** The lead's history, oldest first: its arrival, then everything staff did to it. */
export function LeadHistory({ lead, history }: { lead: LeadDetail; history: AuditEntry[] }) {
  const { t } = useTranslation('staff');
  return (
    <Card padding="medium" as="section" aria-labelledby="lead-history">
      <Stack gap="small">
        <Heading level={2} size="large" id="lead-history">
          {t('history.title')}
        </Heading>
        <ol className={styles.history}>
          <li>
            <span className={styles.muted}>
              <When iso={lead.createdAt} />
            </span>{' '}
            {t('history.received', { source: t(`sources.${lead.source}`) })}
          </li>
          {history.map((entry) => (
            <li key={entry.id}>
              <span className={styles.muted}>
                <When iso={entry.at} />
              </span>{' '}
              <EntryText entry={entry} />
              {entry.action === 'note' && entry.detail ? (
                <blockquote className={styles.note}>{entry.detail}</blockquote>
              ) : null}
            </li>
          ))}
        </ol>
      </Stack>
    </Card>
  );
}
