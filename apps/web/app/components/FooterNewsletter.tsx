import {
  NEWSLETTER_BOT_CHECK_ACTIONS,
  NewsletterFooterSchema,
  type FieldError,
  API_ENDPOINTS,
} from '@travel/schemas';
import { Button, VisuallyHidden } from '@travel/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postForAnswer } from '../lib/api.ts';
import { getBotToken } from '../lib/bot-check.ts';
import { judgeFields, refusedFields, useFieldMessages } from '../lib/form-errors.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import * as styles from './SiteFooter.css.ts';
import { Honeypot, honeypotFields } from './Honeypot.tsx';

type Outcome = 'idle' | 'success' | 'failure';

/**
 * Stay Updated (spec §4 Newsletter (footer), §8). The original used blocking alert() boxes;
 * the same texts appear in a live region under the form instead. The address is judged by the
 * API's own schema before it is sent; `success: true` subscribes and resets the form; a refusal
 * naming the address shows at the field (like every form's); any other answer without success
 * keeps the form filled and says nothing; a failed request or an unreadable answer says it
 * failed.
 */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { messages: errors, show } = useFieldMessages();
  const hydrated = useHydrated();
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const body = { email, source: 'footer', ...honeypotFields(form) };
    // The server's own schema judges the address first: what it would refuse is not sent.
    const local = judgeFields(t, NewsletterFooterSchema, body);
    setOutcome('idle');
    if (show(form, local)) return;
    setPending(true);
    try {
      const recaptchaToken = await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS.footer);
      const answer = await postForAnswer(API_ENDPOINTS.newsletterSubscribe, {
        ...body,
        recaptchaToken,
      });
      if (
        typeof answer === 'object' &&
        answer !== null &&
        (answer as { success?: unknown }).success === true
      ) {
        setOutcome('success');
        form.reset();
      } else if (typeof answer === 'object' && answer !== null) {
        const { errors: refused } = answer as { errors?: unknown };
        if (Array.isArray(refused)) show(form, refusedFields(t, refused as FieldError[], local));
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
      action={API_ENDPOINTS.newsletterSubscribe}
      onSubmit={onSubmit}
      noValidate={hydrated}
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
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
        />
        <Button type="submit" size="small" pending={pending} pendingLabel={t('footer.subscribing')}>
          {t('footer.subscribe')}
        </Button>
      </div>
      {errors.email ? (
        <p id={errorId} className={styles.newsletterError}>
          {errors.email}
        </p>
      ) : null}
      <p role="status" className={styles.newsletterStatus} data-outcome={outcome}>
        {outcome === 'success' && `${t('footer.subscribeSuccess')} ${t('newsletterConfirm')}`}
        {outcome === 'failure' && t('footer.subscribeFailure')}
      </p>
    </form>
  );
}
