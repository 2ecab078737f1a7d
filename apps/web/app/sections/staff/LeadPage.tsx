import type { ErasureResult, LeadWithHistory } from '@travel/schemas';
import { Badge, Heading, Stack, linkClassName } from '@travel/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { INBOX_PATH } from './api.ts';
import { useStaffSession } from './context.ts';
import type { ErasedNotice } from './filters.ts';
import { LeadActions } from './LeadActions.tsx';
import { LeadDetails } from './LeadDetails.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadMessages } from './LeadMessages.tsx';
import * as styles from './StaffShell.css.ts';

/** /staff/leads/{id}: one lead, laid out for reading, with what staff can do to it. */
export function LeadPage({ loaderData }: { loaderData: LeadWithHistory }) {
  const { t } = useTranslation('staff');
  const { refreshUnread } = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The latest answer of an action, until the page loads again.
  const [latest, setLatest] = useState<{ after: LeadWithHistory; answer: LeadWithHistory } | null>(
    null,
  );
  const { lead, history, messages } = latest?.after === loaderData ? latest.answer : loaderData;

  // Opening it marked it read after the header counted: count again.
  useEffect(() => refreshUnread(), [loaderData, refreshUnread]);

  const from = (location.state as { from?: string } | null)?.from ?? '';
  const back = `${INBOX_PATH}${from.startsWith('?') ? from : ''}`;

  return (
    <Stack gap="large">
      <Link to={back} className={linkClassName()}>
        {t('lead.back')}
      </Link>
      <Stack gap="xsmall">
        <Heading level={1} size="xlarge">
          {lead.name}
        </Heading>
        <div className={styles.rowLine}>
          <Badge tone="neutral">{t(`kinds.${lead.kind}`)}</Badge>
          <Badge tone={lead.status === 'new' ? 'accent' : 'neutral'}>
            {t(`statuses.${lead.status}`)}
          </Badge>
          <Badge tone={lead.isRead ? 'neutral' : 'primary'}>
            {t(lead.isRead ? 'lead.read' : 'lead.unread')}
          </Badge>
          {lead.suspect ? <Badge tone="danger">{t('lead.suspect')}</Badge> : null}
        </div>
      </Stack>
      <div className={styles.leadLayout}>
        {/* First in reading order (Reply, Call, Status before the details, issue 28); beside
            the details on a wide screen. */}
        <div className={styles.leadSide}>
          <LeadActions
            lead={lead}
            onUpdate={(answer, unreadChanged) => {
              setLatest({ after: loaderData, answer });
              if (unreadChanged) refreshUnread();
            }}
            onErased={(email: string, result: ErasureResult) => {
              const erased: ErasedNotice = { email, result };
              void navigate(INBOX_PATH, { replace: true, state: { erased } });
            }}
          />
        </div>
        <Stack gap="large" className={styles.leadMain}>
          <LeadDetails lead={lead} />
          <LeadMessages
            leadId={lead.id}
            messages={messages}
            onUpdate={(answer) => {
              setLatest({ after: loaderData, answer });
              // The inbox's banner counts failed messages: count again.
              refreshUnread();
            }}
          />
          <LeadHistory lead={lead} history={history} />
        </Stack>
      </div>
    </Stack>
  );
}
