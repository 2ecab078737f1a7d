import { Button, TextField } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../components/FormOutcome.tsx';
import { useNewsletterSignup } from '../../lib/useNewsletterSignup.ts';
import * as styles from './NewsletterSignup.css.ts';
import { Honeypot } from '../../components/Honeypot.tsx';

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
  const { pending, errors, outcomeProps, formProps } = useNewsletterSignup({
    source,
    schema: 'NewsletterSidebarSchema',
    t,
    read: (data) => ({ email: String(data.get('email') ?? '').trim(), name: '' }),
  });

  return (
    <form {...formProps} className={layout === 'inline' ? styles.inline : styles.stacked}>
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
        {...outcomeProps}
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
