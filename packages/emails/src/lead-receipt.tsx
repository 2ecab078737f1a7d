import { Heading, Section, Text } from '@react-email/components';
import type { LanguageCode } from '@travel/i18n';
import { colors, heading, Layout, paragraph } from './layout.tsx';
import type { Agency, EmailT } from './strings.ts';

export type LeadKind = 'inquiry-form' | 'contact-page' | 'flight-booking' | 'quiz';

/** What a receipt repeats: the choices made, never the visitor's own words (name, message). */
export interface ReceiptChoices {
  kind: LeadKind;
  travelType?: string | null;
  destination?: string | null;
  dates?: string | null;
  /** The trip the quiz recommended (a catalog name), for a quiz lead. */
  recommendation?: string | null;
}

export interface LeadReceiptProps extends ReceiptChoices {
  language: LanguageCode;
  t: EmailT;
  agency: Agency;
}

const TRAVEL_TYPES = ['honeymoon', 'family', 'solo', 'group', 'business', 'other'] as const;

export function LeadReceipt({
  language,
  t,
  agency,
  kind,
  travelType,
  destination,
  dates,
  recommendation,
}: LeadReceiptProps) {
  const rows: [string, string][] = [[t('receipt.kind'), t(`receipt.kinds.${kind}`)]];
  // Only a travel type from the list is named (the flight form sends its own constant).
  const type = TRAVEL_TYPES.find((known) => known === travelType);
  if (type) rows.push([t('receipt.travelType'), t(`receipt.travelTypes.${type}`)]);
  if (destination) rows.push([t('receipt.destination'), destination]);
  if (dates) rows.push([t('receipt.dates'), dates]);
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
