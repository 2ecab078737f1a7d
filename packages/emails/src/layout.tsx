import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { directionOf, type LanguageCode } from '@travel/i18n';
import type { ReactNode } from 'react';
import type { Agency, EmailT } from './strings.ts';

/** The e-mails' colours as written into their HTML: dark text on light surfaces. */
export const colors = {
  text: '#1d2329',
  muted: '#4d5661',
  accent: '#0b5cad',
  onAccent: '#ffffff',
  warning: '#a1260d',
  surface: '#f4f6f8',
  card: '#ffffff',
  border: '#dde2e7',
} as const;

/**
 * The same roles in a mail client's dark mode (Apple Mail, iOS Mail, Outlook for Mac, Outlook.com,
 * Thunderbird…), where `prefers-color-scheme: dark` applies. Clients that ignore it and invert
 * colours themselves (the Gmail apps, Outlook for Windows) get dark text on light surfaces and a
 * white-on-blue button, which they invert without losing contrast: no background images, no
 * text in pictures. Every pair reaches 4.5:1 in both schemes (emails.test.tsx measures them).
 */
export const darkColors = {
  text: '#e8eaed',
  muted: '#b0b6bd',
  accent: '#8ab4f8',
  onAccent: '#111418',
  warning: '#ffab91',
  surface: '#111418',
  card: '#1b1f24',
  border: '#333a42',
} as const;

/**
 * The class each element carries for its dark colours, since inline styles (which every client
 * reads) can only be overridden from a style sheet by `!important`. Each role names what it
 * sets: text colour, background, border.
 */
export const darkClasses = {
  'email-body': { background: darkColors.surface, color: darkColors.text },
  'email-card': { background: darkColors.card, color: darkColors.text, border: darkColors.border },
  'email-text': { color: darkColors.text },
  'email-muted': { color: darkColors.muted },
  'email-link': { color: darkColors.accent },
  'email-button': { background: darkColors.accent, color: darkColors.onAccent },
  'email-warning': { color: darkColors.warning },
  'email-rule': { border: darkColors.border },
} as const satisfies Record<string, { background?: string; color?: string; border?: string }>;

export type DarkClass = keyof typeof darkClasses;

/** One class's dark declarations, `!important` to win over the inline light ones. */
function declarations(role: (typeof darkClasses)[DarkClass]): string[] {
  const out: string[] = [];
  if ('background' in role) out.push(`background: ${role.background} !important;`);
  if ('color' in role) out.push(`color: ${role.color} !important;`);
  if ('border' in role) out.push(`border-color: ${role.border} !important;`);
  return out;
}

/**
 * The dark-mode style sheet: `prefers-color-scheme` for the clients that honour it, and the same
 * rules under Outlook.com's `[data-ogsc]` (text) and `[data-ogsb]` (backgrounds) attributes, which
 * it sets on the body when it darkens a message and ignores media queries.
 */
export const DARK_MODE_CSS = (() => {
  const rules = Object.entries(darkClasses).map(
    ([name, role]) =>
      `  ${name === 'email-body' ? 'body, ' : ''}.${name} { ${declarations(role).join(' ')} }`,
  );
  const outlook = Object.entries(darkClasses).flatMap(([name, role]) => {
    const out: string[] = [];
    if ('color' in role) out.push(`[data-ogsc] .${name} { color: ${role.color} !important; }`);
    if ('background' in role)
      out.push(`[data-ogsb] .${name} { background: ${role.background} !important; }`);
    if ('border' in role)
      out.push(`[data-ogsb] .${name} { border-color: ${role.border} !important; }`);
    return out;
  });
  return [
    ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
    '@media (prefers-color-scheme: dark) {',
    ...rules,
    '}',
    ...outlook,
  ].join('\n');
})();

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
      {/* react-email moves the body's styles onto a table cell without its class: the
          surface and text colours sit on a section of their own, which keeps its class. */}
      <Body className="email-body" style={{ backgroundColor: colors.surface, margin: 0 }}>
        <Section
          className="email-body"
          style={{
            backgroundColor: colors.surface,
            color: colors.text,
            fontFamily: 'Helvetica, Arial, sans-serif',
            padding: '24px 0',
          }}
        >
          <Container
            className="email-card"
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: 8,
              color: colors.text,
              maxWidth: 560,
              padding: '24px 28px',
            }}
          >
            <Text style={{ fontSize: 14, fontWeight: 700, letterSpacing: 0.5, margin: '0 0 16px' }}>
              {agency.brand}
            </Text>
            {children}
            <Hr
              className="email-rule"
              style={{ borderColor: colors.border, margin: '24px 0 16px' }}
            />
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
              <Text
                className="email-muted"
                style={{ color: colors.muted, fontSize: 13, margin: 0 }}
              >
                {agency.brand} · {agency.address}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: 16, lineHeight: '24px', margin: '0 0 16px' } as const;
export const heading = { fontSize: 22, lineHeight: '28px', margin: '0 0 16px' } as const;
