import { Button, Heading, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { colors, heading, Layout, paragraph } from './layout.tsx';
import type { LeadKind } from './lead-receipt.tsx';
import { oneLine, type Agency, type EmailT } from './strings.ts';

/**
 * The agency's own notification of a lead. Staff work in English (as the staff inbox does), so
 * its words are here rather than in the visitors' dictionaries; the footer is the `emails`
 * namespace in English.
 */
const KIND_TITLES: Record<LeadKind, string> = {
  'inquiry-form': 'New inquiry',
  'contact-page': 'New message',
  'flight-booking': 'New flight request',
  quiz: 'New quiz lead',
};

export interface LeadField {
  label: string;
  value: string;
}

export interface LeadNotificationProps {
  t: EmailT;
  agency: Agency;
  kind: LeadKind;
  /** The visitor's name as they typed it. */
  name: string;
  destination?: string | null;
  /** Why the lead is suspect, or null. */
  suspect: string | null;
  /** Every field the visitor sent, in the form's order. */
  fields: LeadField[];
  /** The lead in the staff inbox. */
  inboxUrl: string;
}

/** "[Suspect] New inquiry: Ada Lovelace — Japan", on one line whatever the visitor typed. */
export function leadNotificationSubject({
  kind,
  name,
  destination,
  suspect,
}: Pick<LeadNotificationProps, 'kind' | 'name' | 'destination' | 'suspect'>): string {
  const who = oneLine(name).slice(0, 80);
  const where = destination ? ` — ${oneLine(destination).slice(0, 80)}` : '';
  return `${suspect ? '[Suspect] ' : ''}${KIND_TITLES[kind]}: ${who}${where}`;
}

/**
 * A value with its line breaks as `<br>`: the plain-text part is made from the HTML, where a
 * bare newline is only a space, so a visitor's paragraphs would run into one line.
 */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function LeadNotification(props: LeadNotificationProps) {
  const { t, agency, suspect, fields, inboxUrl } = props;
  const subject = leadNotificationSubject(props);
  return (
    <Layout language="en" t={t} agency={agency} preview={subject} contactLine={false}>
      <Heading as="h1" style={heading}>
        {subject}
      </Heading>
      {suspect ? (
        <Text
          className="email-warning"
          style={{ ...paragraph, color: colors.warning, fontWeight: 700 }}
        >
          Marked suspect by the bot check ({suspect}). Check it before answering.
        </Text>
      ) : null}
      <Section>
        {fields.map((field) => (
          <Text
            key={field.label}
            style={{ fontSize: 15, margin: '0 0 8px', whiteSpace: 'pre-wrap' }}
          >
            <strong>{field.label}:</strong> <Lines text={field.value} />
          </Text>
        ))}
      </Section>
      <Button
        className="email-button"
        href={inboxUrl}
        style={{
          backgroundColor: colors.accent,
          borderRadius: 6,
          color: colors.onAccent,
          fontSize: 16,
          fontWeight: 700,
          marginTop: 16,
          padding: '12px 20px',
        }}
      >
        Open in the staff inbox
      </Button>
      <Text
        className="email-muted"
        style={{ ...paragraph, color: colors.muted, fontSize: 14, marginTop: 16 }}
      >
        Reply to this e-mail to answer the visitor.
      </Text>
    </Layout>
  );
}
