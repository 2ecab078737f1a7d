import type { LeadDetail } from '@travel/schemas';
import { Card, Heading, Link, Stack, Text } from '@travel/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { When } from './When.tsx';
import { exactTime } from './time.ts';
import * as styles from './StaffShell.css.ts';

/** A stored option value in words (a travel type, a budget band, a service), else as stored. */
export function useOptionLabel(): (group: string, value: string) => string {
  const { t } = useTranslation('staff');
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (group, value) => translate(`${group}.${value}`, { defaultValue: value });
}

/**
 * A `mailto:` link to a stored address, percent-encoded (RFC 6068): `?`, `&`, `=` or `%` in
 * what a visitor typed must not add `bcc=` or a body to the staff member's reply.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replaceAll('%40', '@');
  return subject === undefined
    ? `mailto:${to}`
    : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

/** `tel:` of a phone number as typed: digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

function Fields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fieldRow}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every stored field of a lead, laid out for reading, by kind. */
export function LeadDetails({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('staff');
  const missing = (
    <Text as="span" tone="muted">
      {t('lead.notGiven')}
    </Text>
  );
  const text = (value: string | null) => (value ? value : missing);

  const rows: [string, ReactNode][] = [];
  if (lead.firstName !== null || lead.lastName !== null) {
    rows.push(
      [t('fields.firstName'), text(lead.firstName)],
      [t('fields.lastName'), text(lead.lastName)],
    );
  } else {
    rows.push([t('fields.name'), text(lead.name)]);
  }
  rows.push([t('fields.email'), <Link href={mailtoHref(lead.email)}>{lead.email}</Link>]);
  rows.push([
    t('fields.phone'),
    lead.phone ? <Link href={telHref(lead.phone)}>{lead.phone}</Link> : missing,
  ]);
  rows.push([
    t('fields.received'),
    <>
      {exactTime(lead.createdAt)} (<When iso={lead.createdAt} />)
    </>,
  ]);
  rows.push([t('fields.kind'), `${t(`kinds.${lead.kind}`)} · ${t(`sources.${lead.source}`)}`]);
  rows.push([t('fields.language'), text(lead.readable.language)]);
  const { readable } = lead;

  switch (lead.kind) {
    case 'flight':
      rows.push(
        [t('fields.route'), text(lead.route)],
        [t('fields.travelDates'), text(readable.travelDates)],
        [t('fields.passengers'), text(lead.groupSize)],
      );
      break;
    case 'contact':
      rows.push(
        [t('fields.destination'), text(lead.destination)],
        [t('fields.travelDates'), text(readable.travelDates)],
        [t('fields.groupSize'), text(lead.groupSize)],
        [t('fields.budget'), text(readable.budget)],
      );
      break;
    case 'quiz':
      break;
    case 'inquiry':
      rows.push(
        [t('fields.travelType'), text(readable.travelType)],
        [t('fields.destination'), text(lead.destination)],
        [t('fields.budget'), text(readable.budget)],
      );
      break;
  }
  // Anything stored that the kind's layout above does not show (old rows, other forms).
  if (lead.kind !== 'inquiry' && readable.travelType)
    rows.push([t('fields.travelType'), readable.travelType]);
  if (lead.kind === 'flight' && lead.destination)
    rows.push([t('fields.destination'), lead.destination]);
  if (lead.kind === 'flight' && readable.budget) rows.push([t('fields.budget'), readable.budget]);
  if (lead.kind === 'inquiry' && readable.travelDates)
    rows.push([t('fields.travelDates'), readable.travelDates]);
  if (lead.kind === 'inquiry' && lead.groupSize) rows.push([t('fields.groupSize'), lead.groupSize]);

  return (
    <Stack gap="large">
      <Card padding="medium" as="section" aria-labelledby="lead-details">
        <Stack gap="small">
          <Heading level={2} size="large" id="lead-details">
            {t('lead.details')}
          </Heading>
          <Fields rows={rows} />
        </Stack>
      </Card>
      {lead.related.length ? <RelatedCard related={lead.related} /> : null}
      {lead.quiz ? <QuizCard quiz={lead.quiz} /> : null}
      {lead.kind === 'quiz' && !lead.message ? null : (
        <Card padding="medium" as="section" aria-labelledby="lead-message">
          <Stack gap="small">
            <Heading level={2} size="large" id="lead-message">
              {t(lead.kind === 'flight' ? 'lead.flightMessage' : 'lead.message')}
            </Heading>
            <p className={styles.value}>{readable.message}</p>
          </Stack>
        </Card>
      )}
      {readable.context.length ? <ContextCard lines={readable.context} /> : null}
    </Stack>
  );
}

/** The person's other leads, each linked (issue 28). */
function RelatedCard({ related }: { related: LeadDetail['related'] }) {
  const { t } = useTranslation('staff');
  return (
    <Card padding="medium" as="section" aria-labelledby="lead-related">
      <Stack gap="small">
        <Heading level={2} size="large" id="lead-related">
          {t('related.title')}
        </Heading>
        <Text tone="muted" size="small">
          {t('related.intro')}
        </Text>
        <ul className={styles.relatedList}>
          {related.map((other) => (
            <li key={other.id}>
              <RouterLink to={`/staff/leads/${encodeURIComponent(other.id)}`}>
                {other.name}
              </RouterLink>{' '}
              <span className={styles.muted}>
                {t('related.item', {
                  kind: t(`kinds.${other.kind}`),
                  status: t(`statuses.${other.status}`),
                })}{' '}
                · <When iso={other.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/** A quiz lead's four answers in words and the trip the results showed (issue 28). */
function QuizCard({ quiz }: { quiz: NonNullable<LeadDetail['quiz']> }) {
  const { t } = useTranslation('staff');
  const rows: [string, ReactNode][] = quiz.answers.map(({ question, answer }) => [
    question,
    answer,
  ]);
  rows.push([
    t('quiz.recommendation'),
    quiz.recommendationPath ? (
      <Link href={quiz.recommendationPath}>{quiz.recommendation}</Link>
    ) : (
      quiz.recommendation
    ),
  ]);
  return (
    <Card padding="medium" as="section" aria-labelledby="lead-quiz">
      <Stack gap="small">
        <Heading level={2} size="large" id="lead-quiz">
          {t('quiz.title')}
        </Heading>
        <Text tone="muted" size="small">
          {t('quiz.intro')}
        </Text>
        <Fields rows={rows} />
      </Stack>
    </Card>
  );
}

/** What the visitor was looking at when they wrote from /contact, as labelled lines. */
function ContextCard({ lines }: { lines: LeadDetail['readable']['context'] }) {
  const { t } = useTranslation('staff');
  const rows: [string, ReactNode][] = lines.map(({ label, value }) => [label, value]);
  return (
    <Card padding="medium" as="section" aria-labelledby="lead-context">
      <Stack gap="small">
        <Heading level={2} size="large" id="lead-context">
          {t('context.title')}
        </Heading>
        <Text tone="muted" size="small">
          {t('context.intro')}
        </Text>
        <Fields rows={rows} />
      </Stack>
    </Card>
  );
}
