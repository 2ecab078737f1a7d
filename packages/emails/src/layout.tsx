import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { directionOf, type LanguageCode } from '@travel/i18n';
import type { ReactNode } from 'react';
import type { Agency, EmailT } from './strings.ts';

/**
 * Colours that read on white and, through `prefers-color-scheme`, on the dark backgrounds of
 * clients that honour it; clients that invert colours themselves get plain dark text on white,
 * which they invert well (no background images, no text baked into pictures).
 */
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .email-body { background: #111418 !important; color: #e8eaed !important; }
  .email-card { background: #1b1f24 !important; border-color: #333a42 !important; }
  .email-muted { color: #b0b6bd !important; }
  .email-link { color: #8ab4f8 !important; }
  .email-button { background: #8ab4f8 !important; color: #111418 !important; }
}`;

export const colors = {
  text: '#1d2329',
  muted: '#4d5661',
  accent: '#0b5cad',
  surface: '#f4f6f8',
  card: '#ffffff',
  border: '#dde2e7',
} as const;

export interface LayoutProps {
  language: LanguageCode;
  t: EmailT;
  agency: Agency;
  preview: string;
  children: ReactNode;
  /** A footer line above the agency's details (e.g. how to unsubscribe). */
  footer?: ReactNode;
  /**
   * Whether the footer invites the reader to call or write to the agency: for visitors, not
   * for the agency's own notices (issue 28).
   */
  contactLine?: boolean;
}

export function Layout({
  language,
  t,
  agency,
  preview,
  children,
  footer,
  contactLine = true,
}: LayoutProps) {
  return (
    <Html lang={language} dir={directionOf(language)}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="email-body"
        style={{
          backgroundColor: colors.surface,
          color: colors.text,
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          className="email-card"
          style={{
            backgroundColor: colors.card,
            border: `1px solid ${colors.border}`,
            borderRadius: 8,
            maxWidth: 560,
            padding: '24px 28px',
          }}
        >
          <Text style={{ fontSize: 14, fontWeight: 700, letterSpacing: 0.5, margin: '0 0 16px' }}>
            {agency.brand}
          </Text>
          {children}
          <Hr style={{ borderColor: colors.border, margin: '24px 0 16px' }} />
          <Section>
            {footer}
            {contactLine ? (
              <Text
                className="email-muted"
                style={{ color: colors.muted, fontSize: 13, margin: 0 }}
              >
                {t('contact', { phone: agency.phone, email: agency.email })}
              </Text>
            ) : null}
            <Text className="email-muted" style={{ color: colors.muted, fontSize: 13, margin: 0 }}>
              {agency.brand} · {agency.address}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: 16, lineHeight: '24px', margin: '0 0 16px' } as const;
export const heading = { fontSize: 22, lineHeight: '28px', margin: '0 0 16px' } as const;
