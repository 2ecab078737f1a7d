import { useRef } from 'react';
import type { LeadList, LeadSummary } from '@travel/schemas';
import { Badge, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_API } from './api.ts';
import { withQuery } from './filters.ts';
import { useOptionLabel } from './LeadDetails.tsx';
import { LoadMore, usePages } from './pages.tsx';
import { useInboxKeys } from './useInboxKeys.ts';
import { When } from './When.tsx';
import * as styles from './StaffShell.css.ts';

/** One lead in the inbox: kind and source, name, e-mail, when, where to, and its flags. */
function LeadRow({ lead, from }: { lead: LeadSummary; from: string }) {
  const { t } = useTranslation('staff');
  const option = useOptionLabel();
  const place = lead.route ?? lead.destination;
  return (
    <li className={lead.isRead ? styles.row : `${styles.row} ${styles.unread}`}>
      <div className={styles.rowLine}>
        {lead.isRead ? null : <Badge tone="primary">{t('lead.unread')}</Badge>}
        <Link
          to={`/staff/leads/${encodeURIComponent(lead.id)}`}
          state={{ from }}
          className={styles.rowName}
          data-lead-id={lead.id}
        >
          {lead.name}
        </Link>
        <span className={styles.muted}>{lead.email}</span>
        {lead.requestNumber > 1 ? (
          <Badge tone="neutral">
            {t('lead.request', { count: lead.requestNumber, ordinal: true })}
          </Badge>
        ) : null}
      </div>
      {lead.preview ? <p className={styles.preview}>{lead.preview}</p> : null}
      <div className={styles.rowLine}>
        <Badge tone="neutral">{t(`kinds.${lead.kind}`)}</Badge>
        <span className={styles.muted}>{t(`sources.${lead.source}`)}</span>
        <span className={styles.muted}>
          <When iso={lead.createdAt} />
        </span>
        {place ? (
          <span className={styles.muted}>
            {t(lead.route ? 'lead.routeShort' : 'lead.destinationShort', { place })}
          </span>
        ) : null}
        {lead.assignee ? (
          <span className={styles.muted}>{t('assign.row', { name: lead.assignee.name })}</span>
        ) : null}
        <Badge tone={lead.status === 'new' ? 'accent' : 'neutral'}>
          {t(`statuses.${lead.status}`)}
        </Badge>
        {lead.suspect ? (
          <Badge tone="danger">
            {lead.suspectReason
              ? t('lead.suspectBecause', { reason: option('suspectReasons', lead.suspectReason) })
              : t('lead.suspect')}
          </Badge>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The leads matching the filters, newest first, 50 at a time: **Load more** fetches the next
 * page after the last row (keyset cursor) and keeps the rows already shown.
 */
export function LeadRows({
  first,
  filters,
  from,
  filtered,
}: {
  first: LeadList;
  filters: URLSearchParams;
  /** The inbox URL's query, so the lead page can lead back to the same view. */
  from: string;
  filtered: boolean;
}) {
  const { t } = useTranslation('staff');
  const list = useRef<HTMLUListElement>(null);
  const keys = useInboxKeys(list);
  const pages = usePages<LeadSummary>(first, (cursor) =>
    withQuery(STAFF_API.leads, filters, cursor),
  );
  if (pages.items.length === 0) {
    return <Text tone="muted">{t(filtered ? 'inbox.emptyFiltered' : 'inbox.empty')}</Text>;
  }
  return (
    <>
      {/* On a phone the hint gives way to the first lead (issue 28); the list still names it
          as its description, and `?` still lists the keys. */}
      <Text tone="muted" size="small" id="inbox-keys" className={styles.keysHint}>
        {t('keys.hint')}
      </Text>
      {keys.help ? (
        <section aria-labelledby="inbox-keys-title" className={styles.keysHelp}>
          <h2 id="inbox-keys-title" className={styles.keysTitle}>
            {t('keys.title')}
          </h2>
          <ul>
            {(['next', 'previous', 'open', 'markAnswered', 'toggle'] as const).map((key) => (
              <li key={key}>{t(`keys.${key}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {keys.announcement}
      </p>
      <ul
        ref={list}
        className={styles.rows}
        aria-label={t('inbox.listLabel')}
        aria-describedby="inbox-keys"
        aria-keyshortcuts="j k o e ?"
      >
        {pages.items.map((lead) => (
          <LeadRow key={lead.id} lead={lead} from={from} />
        ))}
      </ul>
      <LoadMore pages={pages} />
    </>
  );
}
