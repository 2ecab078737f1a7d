import { LEAD_KINDS, LEAD_STATUSES, STAFF_SEARCH_MIN } from '@travel/schemas';
import { Button, Field, Input, SelectField, Stack, TextField, linkClassName } from '@travel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INBOX_PATH } from './api.ts';
import { LEAD_FILTER_KEYS } from './filters.ts';
import { agencyToday } from './time.ts';
import * as styles from './StaffShell.css.ts';

/**
 * The inbox filters: kind, read or unread, status, suspect, a date range (days in the agency's
 * time zone) and a search. Applying them writes them into the URL, so a filtered view can be
 * reloaded, bookmarked or shared with a colleague; the list follows the URL.
 */
export function LeadFilters() {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ q?: string; to?: string }>({});
  const current = (key: string) => search.get(key) ?? '';

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of LEAD_FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    const q = next.get('q') ?? '';
    const found: typeof errors = {};
    if (q && q.length < STAFF_SEARCH_MIN)
      found.q = t('filters.searchTooShort', { min: STAFF_SEARCH_MIN });
    const from = next.get('from');
    const to = next.get('to');
    if (from && to && from > to) found.to = t('filters.rangeReversed');
    setErrors(found);
    if (found.q || found.to) return;
    const query = next.toString();
    void navigate(query ? `${INBOX_PATH}?${query}` : INBOX_PATH);
  }

  const today = agencyToday();
  return (
    // Keyed by the URL: going back or following a link shows that URL's filters.
    <form
      key={search.toString()}
      role="search"
      aria-label={t('filters.title')}
      onSubmit={apply}
      noValidate
    >
      <Stack gap="medium">
        <div className={styles.filters}>
          <SelectField
            label={t('filters.kind')}
            name="kind"
            defaultValue={current('kind')}
            options={[
              { value: '', label: t('filters.allKinds') },
              ...LEAD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
          />
          <SelectField
            label={t('filters.read')}
            name="read"
            defaultValue={current('read')}
            options={[
              { value: '', label: t('filters.readAll') },
              { value: 'unread', label: t('filters.unreadOnly') },
              { value: 'read', label: t('filters.readOnly') },
            ]}
          />
          <SelectField
            label={t('filters.assigned')}
            name="assigned"
            defaultValue={current('assigned')}
            options={[
              { value: '', label: t('filters.assignedAny') },
              { value: 'mine', label: t('filters.assignedMine') },
              { value: 'unassigned', label: t('filters.assignedNobody') },
            ]}
          />
          <SelectField
            label={t('filters.status')}
            name="status"
            defaultValue={current('status')}
            options={[
              { value: '', label: t('filters.anyStatus') },
              ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            ]}
          />
          <SelectField
            label={t('filters.suspect')}
            name="suspect"
            defaultValue={current('suspect')}
            options={[
              { value: '', label: t('filters.suspectAll') },
              { value: 'yes', label: t('filters.suspectYes') },
              { value: 'no', label: t('filters.suspectNo') },
            ]}
          />
          <Field label={t('filters.from')}>
            <Input type="date" name="from" defaultValue={current('from')} max={today} />
          </Field>
          <Field label={t('filters.to')} error={errors.to}>
            <Input type="date" name="to" defaultValue={current('to')} max={today} />
          </Field>
          <TextField
            className={styles.wideFilter}
            label={t('filters.search')}
            hint={t('filters.searchHint', { min: STAFF_SEARCH_MIN })}
            error={errors.q}
            name="q"
            type="search"
            defaultValue={current('q')}
            maxLength={200}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t('filters.apply')}</Button>
          <Link to={INBOX_PATH} className={linkClassName()}>
            {t('filters.clear')}
          </Link>
        </div>
      </Stack>
    </form>
  );
}
