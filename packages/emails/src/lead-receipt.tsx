import { Heading, Section, Text } from '@react-email/components';
import { intlLocale, type LanguageCode } from '@travel/i18n';
import { colors, heading, Layout, paragraph } from './layout.tsx';
import type { Agency, EmailT } from './strings.ts';

export type LeadKind = 'inquiry-form' | 'contact-page' | 'flight-booking' | 'quiz';

/** A trip's dates as ISO calendar dates (`2027-04-02`), written out in the receipt's language. */
export interface ReceiptDates {
  start: string;
  end?: string | null;
}

/**
 * What a receipt repeats: the choices made, never the visitor's own words (name, message,
 * free text). A receipt goes to whatever address was typed, so anything a stranger could write
 * in it would be relayed to a victim: `destination`, `service` and `recommendation` must be
 * catalog labels the caller looked up in the receipt's language (receipt-names.ts), and dates
 * are given as dates, not as the text that was posted.
 */
export interface ReceiptChoices {
  kind: LeadKind;
  travelType?: string | null;
  destination?: string | null;
  /** The catalog item a /contact request is about (`receiptService`), in the receipt's language. */
  service?: string | null;
  dates?: ReceiptDates | null;
  /** The trip the quiz recommended (a catalog name), for a quiz lead or a consultation after it. */
  recommendation?: string | null;
}

export interface LeadReceiptProps extends ReceiptChoices {
  language: LanguageCode;
  t: EmailT;
  agency: Agency;
}

const TRAVEL_TYPES = ['honeymoon', 'family', 'solo', 'group', 'business', 'other'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function formatDate(iso: string, language: LanguageCode): string | undefined {
  const [, year, month, day] = ISO_DATE.exec(iso) ?? [];
  if (!year) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // `2027-02-31` would roll over to March: a date that does not exist is not shown at all.
  if (date.toISOString().slice(0, 10) !== iso) return undefined;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** The dates written out, or undefined when either is not a real calendar date. */
export function formatReceiptDates(
  dates: ReceiptDates,
  language: LanguageCode,
): string | undefined {
  const start = formatDate(dates.start, language);
  if (!start) return undefined;
  if (!dates.end) return start;
  const end = formatDate(dates.end, language);
  return end ? `${start} – ${end}` : undefined;
}

export function LeadReceipt({
  language,
  t,
  agency,
  kind,
  travelType,
  destination,
  service,
  dates,
  recommendation,
}: LeadReceiptProps) {
  const rows: [string, string][] = [[t('receipt.kind'), t(`receipt.kinds.${kind}`)]];
  // Only a travel type from the list is named (the flight form sends its own constant).
  const type = TRAVEL_TYPES.find((known) => known === travelType);
  if (type) rows.push([t('receipt.travelType'), t(`receipt.travelTypes.${type}`)]);
  if (destination) rows.push([t('receipt.destination'), destination]);
  if (service) rows.push([t('receipt.service'), service]);
  const written = dates ? formatReceiptDates(dates, language) : undefined;
  if (written) rows.push([t('receipt.dates'), written]);
  if (recommendation) rows.push([t('receipt.recommendation'), recommendation]);
  return (
    <Layout language={language} t={t} agency={agency} preview={t('receipt.answer')}>
      <Heading as="h1" style={heading}>
        {t('receipt.heading')}
      </Heading>
      <Text style={paragraph}>{t('receipt.answer')}</Text>
      <Heading as="h2" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('receipt.choices')}
      </Heading>
      <Section>
        {rows.map(([label, value]) => (
          <Text key={label} style={{ fontSize: 15, margin: '0 0 6px' }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
      </Section>
      <Text
        className="email-muted"
        style={{ ...paragraph, color: colors.muted, fontSize: 14, marginTop: 16 }}
      >
        {t('receipt.notYou')}
      </Text>
    </Layout>
  );
}
