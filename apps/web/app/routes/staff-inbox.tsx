import {
  STAFF_SEARCH_MIN,
  type ErasureResult,
  type LeadList,
  type SubscriberList,
} from '@travel/schemas';
import { Button, Heading, Notice, Stack, Tabs, Text, TextField, buttonClassName } from '@travel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { i18n } from '../i18n.ts';
import { INBOX_PATH, STAFF_API, loadOrSignIn } from '../sections/staff/api.ts';
import { useStaffSession } from '../sections/staff/context.ts';
import { ErasureDialog } from '../sections/staff/ErasureDialog.tsx';
import { inboxQuery, withQuery, type InboxView } from '../sections/staff/filters.ts';
import { LeadFilters } from '../sections/staff/LeadFilters.tsx';
import { LeadRows } from '../sections/staff/LeadRows.tsx';
import { StaffErrorPage } from '../sections/staff/StaffErrorPage.tsx';
import * as styles from '../sections/staff/StaffShell.css.ts';
import { staffMeta } from '../sections/staff/strings.ts';
import { SubscriberRows } from '../sections/staff/SubscriberRows.tsx';
import type { Route } from './+types/staff-inbox';

export const meta: Route.MetaFunction = () => staffMeta(i18n.t('staff:inbox.title'));

type InboxData =
  | { view: 'leads'; leads: LeadList; filters: string }
  | { view: 'subscribers'; subscribers: SubscriberList; filters: string };

/** The first page of the list the URL asks for, with its filters. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<InboxData> {
  const { view, filters } = inboxQuery(new URL(request.url).searchParams);
  if (view === 'subscribers') {
    const subscribers = await loadOrSignIn<SubscriberList>(
      request,
      withQuery(STAFF_API.subscribers, filters),
    );
    return { view, subscribers, filters: filters.toString() };
  }
  const leads = await loadOrSignIn<LeadList>(request, withQuery(STAFF_API.leads, filters));
  return { view, leads, filters: filters.toString() };
}

/** What an erasure just removed, shown at the top of the inbox. */
export interface ErasedNotice {
  email: string;
  result: ErasureResult;
}

/**
 * /staff: everything visitors sent, newest first (inquiries, contact messages, flight
 * requests), with newsletter subscribers in their own tab. Filters live in the URL.
 */
export default function StaffInbox({ loaderData }: Route.ComponentProps) {
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
      </Stack>
      {erased ? (
        <Notice tone="success" title={t('erasure.done', { email: erased.email })}>
          {t('erasure.doneDetail', {
            leads: t('erasure.leads', { count: erased.result.erased.leads }),
            subscribers: t('erasure.subscribers', { count: erased.result.erased.subscribers }),
            notes: t('erasure.notes', { count: erased.result.erased.notes }),
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
                  <LeadFilters />
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
                  <SubscriberSearch q={query.q} tooShort={query.qTooShort} />
                  <div className={styles.actions}>
                    <a
                      href={withQuery(STAFF_API.subscribersCsv, filters)}
                      download
                      className={buttonClassName({ variant: 'secondary', size: 'small' })}
                    >
                      {t('inbox.exportCsv')}
                    </a>
                  </div>
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

/** The subscribers' search, kept in the URL like the leads' filters. */
function SubscriberSearch({ q, tooShort }: { q: string; tooShort: boolean }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(
    tooShort ? t('filters.searchTooShort', { min: STAFF_SEARCH_MIN }) : undefined,
  );
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (value && value.length < STAFF_SEARCH_MIN) {
      setError(t('filters.searchTooShort', { min: STAFF_SEARCH_MIN }));
      return;
    }
    setError(undefined);
    const next = new URLSearchParams({ view: 'subscribers' });
    if (value) next.set('q', value);
    void navigate(`${INBOX_PATH}?${next}`);
  }
  return (
    <form
      key={q}
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
        <div className={styles.actions}>
          <Button type="submit">{t('filters.apply')}</Button>
        </div>
      </div>
    </form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
