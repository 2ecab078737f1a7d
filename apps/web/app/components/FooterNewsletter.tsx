import { Button, VisuallyHidden } from '@travel/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewsletterSignup } from '../lib/useNewsletterSignup.ts';
import * as styles from './SiteFooter.css.ts';
import { Honeypot } from './Honeypot.tsx';

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
  const { pending, outcome, errors, formProps } = useNewsletterSignup({
    source: 'footer',
    schema: 'NewsletterFooterSchema',
    t,
    read: (data) => ({ email: String(data.get('email') ?? '').trim() }),
    quietRefusal: true,
  });
  const errorId = `${id}-error`;

  return (
    <form className={styles.newsletter} {...formProps}>
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
        {/* Not subscribed yet: the double opt-in waits for the link in the e-mail (issue 28). */}
        {outcome === 'success' && t('footer.subscribeSuccess')}
        {outcome === 'failure' && t('footer.subscribeFailure')}
      </p>
    </form>
  );
}
