import { Button, TextField, toast } from '@travel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_BOT_CHECK_ACTIONS } from '@travel/schemas';
import { postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-check.ts';
import * as styles from './NewsletterSignup.css.ts';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

export type BlogNewsletterSource = 'blog-sidebar' | 'blog-index';

export interface NewsletterSignupProps {
  /** Which form this is, sent with the sign-up (spec §7). */
  source: BlogNewsletterSource;
  /** `stacked`: field over button (sidebar); `inline`: side by side from tablets up. */
  layout?: 'stacked' | 'inline';
  /** Ids in the page must be unique: each form names its field itself. */
  fieldId: string;
}

/**
 * E-mail-only newsletter sign-up of the blog (spec §4 Sidebar newsletter, §8): `Subscribing...`
 * while sending, then a toast. Without JavaScript the form posts to the same endpoint, which
 * answers with the sign-up outcome page.
 */
export function NewsletterSignup({ source, layout = 'stacked', fieldId }: NewsletterSignupProps) {
  const { t } = useTranslation('blog');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = honeypotFields(event.currentTarget);
    const address = email.trim();
    if (!address || pending) return;
    setPending(true);
    try {
      const recaptchaToken = await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS[source]);
      const result = await postJson('/api/newsletter/subscribe', {
        email: address,
        name: '',
        source,
        recaptchaToken,
        ...honeypot,
      });
      if (result.success) {
        toast({
          title: t('newsletter.successTitle'),
          // Double opt-in: the address counts once its owner confirms from the e-mail.
          description: `${t('newsletter.successBody')} ${t('newsletterConfirm', { ns: 'common' })}`,
        });
        setEmail('');
      } else {
        toast({
          title: t('newsletter.failureTitle'),
          description: result.message || t('newsletter.failureBody'),
          variant: 'destructive',
        });
      }
    } catch {
      toast({
        title: t('newsletter.failureTitle'),
        description: t('newsletter.failureBody'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={onSubmit}
      className={layout === 'inline' ? styles.inline : styles.stacked}
    >
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      <TextField
        id={fieldId}
        label={t('newsletter.emailLabel')}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('newsletter.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={styles.field}
      />
      <Button
        type="submit"
        pending={pending}
        pendingLabel={t('newsletter.subscribing')}
        fullWidth={layout === 'stacked'}
        className={styles.button}
      >
        {t('newsletter.subscribe')}
      </Button>
    </form>
  );
}
