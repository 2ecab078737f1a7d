import { Button, Heading, Link, Text } from '@react-email/components';
import type { LanguageCode } from '@travel/i18n';
import { colors, heading, Layout, paragraph } from './layout.tsx';
import type { Agency, EmailT } from './strings.ts';

interface NewsletterProps {
  language: LanguageCode;
  t: EmailT;
  agency: Agency;
}

const buttonStyle = {
  backgroundColor: colors.accent,
  borderRadius: 6,
  color: colors.onAccent,
  fontSize: 16,
  fontWeight: 700,
  padding: '12px 20px',
} as const;

/** The double opt-in: a link to the page whose button confirms. */
export function NewsletterConfirm({
  language,
  t,
  agency,
  confirmUrl,
}: NewsletterProps & { confirmUrl: string }) {
  return (
    <Layout language={language} t={t} agency={agency} preview={t('confirm.body')}>
      <Heading as="h1" style={heading}>
        {t('confirm.heading')}
      </Heading>
      <Text style={paragraph}>{t('confirm.body')}</Text>
      <Button className="email-button" href={confirmUrl} style={buttonStyle}>
        {t('confirm.button')}
      </Button>
      <Text style={{ ...paragraph, fontSize: 13, marginTop: 16, wordBreak: 'break-all' }}>
        <Link className="email-link" href={confirmUrl} style={{ color: colors.accent }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text className="email-muted" style={{ ...paragraph, color: colors.muted, fontSize: 14 }}>
        {t('confirm.expires')}
      </Text>
    </Layout>
  );
}

/** Sent once an address confirms: what the site promises on sign-up. */
export function NewsletterWelcome({
  language,
  t,
  agency,
  unsubscribeUrl,
}: NewsletterProps & { unsubscribeUrl: string }) {
  const footer = (
    <Text className="email-muted" style={{ color: colors.muted, fontSize: 13, margin: '0 0 8px' }}>
      {t('unsubscribeHint')}{' '}
      <Link className="email-link" href={unsubscribeUrl} style={{ color: colors.accent }}>
        {t('unsubscribe')}
      </Link>
    </Text>
  );
  return (
    <Layout language={language} t={t} agency={agency} preview={t('welcome.body')} footer={footer}>
      <Heading as="h1" style={heading}>
        {t('welcome.heading')}
      </Heading>
      <Text style={paragraph}>{t('welcome.body')}</Text>
      <Button className="email-button" href={agency.origin} style={buttonStyle}>
        {agency.origin.replace(/^https?:\/\//, '')}
      </Button>
    </Layout>
  );
}
