import { STAFF_SEARCH_MIN, SUBSCRIBER_STATUSES, type ErasureResult } from '@travel/schemas';
import {
  Button,
  Heading,
  Notice,
  SelectField,
  Stack,
  Tabs,
  Text,
  TextField,
  buttonClassName,
} from '@travel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { INBOX_PATH, STAFF_API } from './api.ts';
import { useStaffSession } from './context.ts';
import { ErasureDialog } from './ErasureDialog.tsx';
import {
  inboxQuery,
  withQuery,
  type ErasedNotice,
  type InboxData,
  type InboxView,
} from './filters.ts';
import { LeadFilters } from './LeadFilters.tsx';
import { LeadRows } from './LeadRows.tsx';
import { MailBanner } from './MailBanner.tsx';
import * as styles from './StaffShell.css.ts';
import { SubscriberRows } from './SubscriberRows.tsx';
import { notificationPermission } from './useInboxPoll.ts';

/**
 * /staff: everything visitors sent, newest first (inquiries, contact messages, flight
 * requests), with newsletter subscribers in their own tab. Filters live in the URL.
 */
export function InboxPage({ loaderData }: { loaderData: InboxData }) {
  const { t } = useTranslation('staff');
  const { me } = useStaffSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const query = inboxQuery(search);
  const filters = new URLSearchParams(loaderData.filters);
  const [erased, setErased] = useState<ErasedNotice | null>(
    (location.state as { erased?: ErasedNotice } | null)?.erased ?? null,
  );

  const onErased = (email: string, result: ErasureResult) => {
    setErased({ email, result });
    void revalidator.revalidate();
  };

  const tab = (view: InboxView) =>
    view === 'subscribers' ? `${INBOX_PATH}?view=subscribers` : INBOX_PATH;

  return (
    <Stack gap="large">
      <Stack gap="xsmall">
        <Heading level={1} size="xlarge">
          {t('inbox.title')}
        </Heading>
        <Text tone="muted">{t('inbox.summary', { count: me.unread })}</Text>
        <LiveNotice
          leadIds={
            loaderData.view === 'leads' ? loaderData.leads.items.map((lead) => lead.id) : null
          }
        />
      </Stack>
      <MailBanner mail={me.mail} />
      {erased ? (
        <Notice tone="success" title={t('erasure.done', { email: erased.email })}>
          {t('erasure.doneDetail', {
            leads: t('erasure.leads', { count: erased.result.erased.leads }),
            subscribers: t('erasure.subscribers', { count: erased.result.erased.subscribers }),
            notes: t('erasure.notes', { count: erased.result.erased.notes }),
            messages: t('erasure.messages', { count: erased.result.erased.messages }),
          })}
        </Notice>
      ) : null}
      <Tabs
        label={t('inbox.tabs')}
        value={loaderData.view}
        onValueChange={(value) =>
          void navigate(tab(value === 'subscribers' ? 'subscribers' : 'leads'))
        }
        items={[
          {
            value: 'leads',
            label: t('inbox.leadsTab'),
            content:
              loaderData.view === 'leads' ? (
                <Stack gap="large">
                  <LeadFilters>
                    <div className={styles.actions}>
                      <a
                        href={withQuery(STAFF_API.leadsCsv, filters)}
                        download
                        className={buttonClassName({ variant: 'secondary', size: 'small' })}
                      >
                        {t('inbox.exportCsv')}
                      </a>
                      <Text as="span" tone="muted" size="small">
                        {t('inbox.exportHint')}
                      </Text>
                    </div>
                  </LeadFilters>
                  <LeadRows
                    first={loaderData.leads}
                    filters={filters}
                    from={location.search}
                    filtered={filters.size > 0}
                  />
                  <EraseByAddress onErased={onErased} />
                </Stack>
              ) : null,
          },
          {
            value: 'subscribers',
            label: t('inbox.subscribersTab'),
            content:
              loaderData.view === 'subscribers' ? (
                <Stack gap="large">
                  <SubscriberSearch
                    q={query.q}
                    tooShort={query.qTooShort}
                    status={filters.get('status') ?? ''}
                  />
                  <div className={styles.actions}>
                    <a
                      href={withQuery(STAFF_API.subscribersCsv, filters)}
                      download
                      className={buttonClassName({ variant: 'secondary', size: 'small' })}
                    >
                      {t('inbox.exportCsv')}
                    </a>
                  </div>
                  <Text tone="muted" size="small">
                    {t('subscribers.pendingHint')}
                  </Text>
                  <SubscriberRows
                    first={loaderData.subscribers}
                    filters={filters}
                    onErased={onErased}
                  />
                </Stack>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}

/**
 * That the list keeps up by itself (the layout polls, issue 28), an announcement when leads
 * arrive at the top, and the offer of a browser notification for each new lead.
 */
function LiveNotice({ leadIds }: { leadIds: string[] | null }) {
  const { t } = useTranslation('staff');
  const [permission, setPermission] = useState(notificationPermission);
  // Leads seen on this page so far: a new first page with others announces how many came.
  const key = leadIds?.join(',') ?? '';
  const [seen, setSeen] = useState({ key, ids: new Set(leadIds ?? []), arrived: 0 });
  if (seen.key !== key && leadIds) {
    const fresh = leadIds.filter((id) => !seen.ids.has(id)).length;
    setSeen({
      key,
      ids: new Set([...seen.ids, ...leadIds]),
      arrived: fresh > 0 ? fresh : seen.arrived,
    });
  }
  const arrived = seen.arrived;
  return (
    <>
      <Text tone="muted" size="small">
        {t('live.updates')}
      </Text>
      <Text tone="muted" size="small" role="status">
        {arrived > 0 ? t('live.arrived', { count: arrived }) : ''}
      </Text>
      {permission === 'default' ? (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() =>
              void Notification.requestPermission().then((answer) => setPermission(answer))
            }
          >
            {t('live.notify')}
          </Button>
        </div>
      ) : null}
      {permission === 'granted' ? (
        <Text tone="muted" size="small">
          {t('live.notifyOn')}
        </Text>
      ) : null}
      {permission === 'denied' ? (
        <Text tone="muted" size="small">
          {t('live.notifyBlocked')}
        </Text>
      ) : null}
    </>
  );
}

/** Erasure on request for any address (not only one shown in the list). */
function EraseByAddress({
  onErased,
}: {
  onErased: (email: string, result: ErasureResult) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="xsmall" as="section" aria-labelledby="erasure-heading">
      <Heading level={2} size="standard" id="erasure-heading">
        {t('erasure.title')}
      </Heading>
      <Text tone="muted" size="small">
        {t('erasure.description')}
      </Text>
      <div className={styles.actions}>
        <ErasureDialog
          onErased={onErased}
          trigger={
            <Button type="button" variant="secondary" size="small">
              {t('erasure.openAny')}
            </Button>
          }
        />
      </div>
    </Stack>
  );
}

/** The subscribers' search and status, kept in the URL like the leads' filters. */
function SubscriberSearch({
  q,
  tooShort,
  status,
}: {
  q: string;
  tooShort: boolean;
  status: string;
}) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(
    tooShort ? t('filters.searchTooShort', { min: STAFF_SEARCH_MIN }) : undefined,
  );
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get('q') ?? '').trim();
    const chosen = String(form.get('status') ?? '');
    if (value && value.length < STAFF_SEARCH_MIN) {
      setError(t('filters.searchTooShort', { min: STAFF_SEARCH_MIN }));
      return;
    }
    setError(undefined);
    const next = new URLSearchParams({ view: 'subscribers' });
    if (value) next.set('q', value);
    if (chosen) next.set('status', chosen);
    void navigate(`${INBOX_PATH}?${next}`);
  }
  return (
    <form
      key={`${q} ${status}`}
      role="search"
      aria-label={t('subscribers.searchLabel')}
      onSubmit={apply}
      noValidate
    >
      <div className={styles.filters}>
        <TextField
          label={t('filters.search')}
          hint={t('subscribers.searchHint')}
          error={error}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
        />
        <SelectField
          label={t('subscribers.status')}
          name="status"
          defaultValue={status}
          options={[
            { value: '', label: t('subscribers.anyStatus') },
            ...SUBSCRIBER_STATUSES.map((value) => ({
              value,
              label: t(`subscribers.statuses.${value}`),
            })),
          ]}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('filters.apply')}</Button>
        </div>
      </div>
    </form>
  );
}
