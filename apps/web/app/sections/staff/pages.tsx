import { Button, Notice, Text } from '@travel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StaffApiError, signInPath, staffFetch } from './api.ts';
import * as styles from './StaffShell.css.ts';

export interface Pages<T> {
  items: T[];
  nextCursor: string | null;
  pending: boolean;
  failed: boolean;
  loadMore: () => void;
}

/**
 * A list read in keyset pages: the first from the route's loader, the next ones appended on
 * request. A new first page (the filters changed) starts the list again.
 */
export function usePages<T>(
  first: { items: T[]; nextCursor: string | null },
  pathFor: (cursor: string) => string,
): Pages<T> {
  const navigate = useNavigate();
  const [more, setMore] = useState<{ after: typeof first; items: T[]; nextCursor: string | null }>({
    after: first,
    items: [],
    nextCursor: first.nextCursor,
  });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // Pages fetched for an earlier first page do not belong to this one.
  const current =
    more.after === first ? more : { after: first, items: [], nextCursor: first.nextCursor };

  function loadMore() {
    const cursor = current.nextCursor;
    if (!cursor || pending) return;
    setPending(true);
    setFailed(false);
    staffFetch<{ items: T[]; nextCursor: string | null }>(pathFor(cursor)).then(
      (page) => {
        setMore({
          after: first,
          items: [...current.items, ...page.items],
          nextCursor: page.nextCursor,
        });
        setPending(false);
      },
      (error: unknown) => {
        setPending(false);
        if (error instanceof StaffApiError && error.status === 401) {
          void navigate(signInPath(`${window.location.pathname}${window.location.search}`));
          return;
        }
        setFailed(true);
      },
    );
  }

  return {
    items: [...first.items, ...current.items],
    nextCursor: current.nextCursor,
    pending,
    failed,
    loadMore,
  };
}

/** How many rows are shown, and **Load more** while there are more. */
export function LoadMore<T>({ pages }: { pages: Pages<T> }) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.actions}>
      {/* A status: the count is announced when a page arrives. */}
      <Text tone="muted" size="small" role="status">
        {t(pages.nextCursor ? 'inbox.shown' : 'inbox.shownAll', { count: pages.items.length })}
      </Text>
      {pages.nextCursor ? (
        <Button
          type="button"
          variant="secondary"
          pending={pages.pending}
          pendingLabel={t('inbox.loadingMore')}
          onClick={pages.loadMore}
        >
          {t('inbox.loadMore')}
        </Button>
      ) : null}
      {pages.failed ? <Notice tone="danger" title={t('inbox.loadMoreFailed')} /> : null}
    </div>
  );
}
