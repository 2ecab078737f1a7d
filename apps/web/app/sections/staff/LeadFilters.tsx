import { LEAD_KINDS, LEAD_STATUSES, STAFF_SEARCH_MIN } from '@travel/schemas';
import { Button, Field, Input, SelectField, Stack, TextField, linkClassName } from '@travel/ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INBOX_PATH } from './api.ts';
import { LEAD_FILTER_KEYS } from './filters.ts';
import { agencyToday } from './time.ts';
import * as styles from './StaffShell.css.ts';

/**
 * The inbox filters: kind, read or unread, status, suspect, a date range (days in the agency's
 * time zone) and a search. Applying them writes them into the URL, so a filtered view can be
 * reloaded, bookmarked or shared with a colleague; the list follows the URL. Below tablets they
 * fold behind one disclosure button that says how many are in use (issue 28), with what goes
 * with them (`children`: the export of the filtered list): on a phone the first lead is then on
 * the first screen.
 */
export function LeadFilters({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ q?: string; to?: string }>({});
  const current = (key: string) => search.get(key) ?? '';
  const active = LEAD_FILTER_KEYS.filter((key) => current(key) !== '').length;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Escape folds the open filters and gives the focus back to their button (when it shows).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || !open || !isShown(toggle.current)) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  }

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
    // On a phone the filters fold again to show the list; the focus goes back to their button
    // rather than to the page (the Apply button it was on is hidden).
    if (isShown(toggle.current)) {
      setOpen(false);
      toggle.current?.focus();
    }
    const query = next.toString();
    void navigate(query ? `${INBOX_PATH}?${query}` : INBOX_PATH);
  }

  const today = agencyToday();
  return (
    <Stack gap="small">
      <div className={styles.filtersToggle}>
        <Button
          ref={toggle}
          type="button"
          variant="secondary"
          size="small"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('filters.toggle')}
          {active > 0 ? (
            <span className={styles.filtersCount}>({t('filters.active', { count: active })})</span>
          ) : null}
        </Button>
      </div>
      <div id={panelId} className={styles.filtersPanel} data-folded={!open}>
        <Stack gap="large">
          {/* Keyed by the URL: going back or following a link shows that URL's filters. */}
          <form
            key={search.toString()}
            role="search"
            aria-label={t('filters.title')}
            onSubmit={apply}
            onKeyDown={onKeyDown}
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
                    ...LEAD_STATUSES.map((status) => ({
                      value: status,
                      label: t(`statuses.${status}`),
                    })),
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
          {children}
        </Stack>
      </div>
    </Stack>
  );
}

/** Whether the element is laid out (the filters' button is not from tablets up). */
function isShown(element: HTMLElement | null): boolean {
  return element !== null && element.offsetParent !== null;
}
