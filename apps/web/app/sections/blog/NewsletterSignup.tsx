import {
  NEWSLETTER_BOT_CHECK_ACTIONS,
  NewsletterSidebarSchema,
  API_ENDPOINTS,
} from '@travel/schemas';
import { Button, TextField } from '@travel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome, type FormOutcomeKind } from '../../components/FormOutcome.tsx';
import { postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-check.ts';
import { judgeFields, refusedFields, useFieldMessages } from '../../lib/form-errors.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
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
 * E-mail-only newsletter sign-up of the blog (spec §4 Sidebar newsletter, §8): the address
 * judged by the API's own schema, `Subscribing...` while sending, then the outcome under the
 * form. Without JavaScript the form posts to the same endpoint, which
 * answers with the sign-up outcome page.
 */
export function NewsletterSignup({ source, layout = 'stacked', fieldId }: NewsletterSignupProps) {
  const { t } = useTranslation('blog');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeKind>('idle');
  const { messages: errors, show } = useFieldMessages();
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const body = { email: email.trim(), name: '', source, ...honeypotFields(form) };
    // The server's own schema judges the address first: what it would refuse is not sent.
    const local = judgeFields(t, NewsletterSidebarSchema, body);
    if (show(form, local)) {
      setOutcome('invalid');
      return;
    }
    setPending(true);
    setOutcome('idle');
    try {
      const recaptchaToken = await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS[source]);
      const result = await postJson(API_ENDPOINTS.newsletterSubscribe, { ...body, recaptchaToken });
      if (result.success) {
        setOutcome('success');
        setEmail('');
      } else {
        setOutcome(
          show(form, refusedFields(t, result.errors ?? [], local)) ? 'invalid' : 'failure',
        );
      }
    } catch {
      setOutcome('failure');
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      action={API_ENDPOINTS.newsletterSubscribe}
      onSubmit={onSubmit}
      noValidate={hydrated}
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
        error={errors.email}
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
      <FormOutcome
        outcome={outcome}
        success={{
          title: t('newsletter.successTitle'),
          // Double opt-in: the address counts once its owner confirms from the e-mail.
          body: `${t('newsletter.successBody')} ${t('newsletterConfirm', { ns: 'common' })}`,
        }}
        failure={{ title: t('newsletter.failureTitle'), body: t('newsletter.failureBody') }}
        className={styles.outcome}
      />
    </form>
  );
}
