import { Button, VisuallyHidden } from '@travel/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_BOT_CHECK_ACTIONS } from '@travel/schemas';
import { postForAnswer } from '../lib/api.ts';
import { getBotToken } from '../lib/bot-check.ts';
import * as styles from './SiteFooter.css.ts';
import { Honeypot, honeypotFields } from './Honeypot.tsx';

type Outcome = 'idle' | 'success' | 'failure';

/**
 * Stay Updated (spec §4 Newsletter (footer), §8). The original used blocking alert() boxes;
 * the same texts appear in a live region under the form instead. Only the `success` flag of
 * the answer is read: true subscribes and resets the form; an answer without it shows nothing
 * and keeps the form filled; only a failed request or an unreadable answer says it failed.
 */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return;
    setPending(true);
    setOutcome('idle');
    try {
      const recaptchaToken = await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS.footer);
      const answer = await postForAnswer('/api/newsletter/subscribe', {
        email,
        source: 'footer',
        recaptchaToken,
        ...honeypotFields(form),
      });
      if (
        typeof answer === 'object' &&
        answer !== null &&
        (answer as { success?: unknown }).success === true
      ) {
        setOutcome('success');
        form.reset();
      }
    } catch {
      setOutcome('failure');
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.newsletter}
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="source" value="footer" />
      <Honeypot />
      <label htmlFor={id}>
        <VisuallyHidden>{t('footer.emailLabel')}</VisuallyHidden>
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={id}
          className={styles.newsletterInput}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
        />
        <Button type="submit" size="small" pending={pending} pendingLabel={t('footer.subscribing')}>
          {t('footer.subscribe')}
        </Button>
      </div>
      <p role="status" className={styles.newsletterStatus} data-outcome={outcome}>
        {outcome === 'success' && `${t('footer.subscribeSuccess')} ${t('newsletterConfirm')}`}
        {outcome === 'failure' && t('footer.subscribeFailure')}
      </p>
    </form>
  );
}
