import type {
  ErasureResult,
  SubscriberList,
  SubscriberStatus,
  SubscriberSummary,
} from '@travel/schemas';
import { Badge, Button, Text, type BadgeTone } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from './api.ts';
import { ErasureDialog } from './ErasureDialog.tsx';
import { withQuery } from './filters.ts';
import { LoadMore, usePages } from './pages.tsx';
import { When } from './When.tsx';
import * as styles from './StaffShell.css.ts';

/** Only `subscribed` (confirmed, not unsubscribed) gets the newsletter; pending stands apart. */
const STATUS_TONES: Record<SubscriberStatus, BadgeTone> = {
  subscribed: 'success',
  pending: 'accent',
  unsubscribed: 'neutral',
};

/** The newsletter's subscribers, newest first, 50 at a time, each erasable on request. */
export function SubscriberRows({
  first,
  filters,
  onErased,
}: {
  first: SubscriberList;
  filters: URLSearchParams;
  onErased: (email: string, result: ErasureResult) => void;
}) {
  const { t } = useTranslation('staff');
  const pages = usePages<SubscriberSummary>(first, (cursor) =>
    withQuery(STAFF_API.subscribers, filters, cursor),
  );
  if (pages.items.length === 0) {
    return (
      <Text tone="muted">
        {t(filters.size > 0 ? 'subscribers.emptyFiltered' : 'subscribers.empty')}
      </Text>
    );
  }
  return (
    <>
      <ul className={styles.rows} aria-label={t('subscribers.listLabel')}>
        {pages.items.map((subscriber) => (
          <li key={subscriber.id} className={styles.row}>
            <div className={styles.rowLine}>
              <span className={styles.rowName}>{subscriber.email}</span>
              {subscriber.name ? <span className={styles.muted}>{subscriber.name}</span> : null}
              <Badge tone={STATUS_TONES[subscriber.status]}>
                {t(`subscribers.statuses.${subscriber.status}`)}
              </Badge>
            </div>
            <div className={styles.rowLine}>
              <span className={styles.muted}>
                <When iso={subscriber.createdAt} />
              </span>
              {subscriber.source ? (
                <span className={styles.muted}>
                  {t('subscribers.source', { source: subscriber.source })}
                </span>
              ) : null}
              <ErasureDialog
                email={subscriber.email}
                onErased={onErased}
                trigger={
                  <Button
                    type="button"
                    variant="ghost"
                    size="small"
                    aria-label={t('erasure.openFor', { email: subscriber.email })}
                  >
                    {t('erasure.open')}
                  </Button>
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <LoadMore pages={pages} />
    </>
  );
}
