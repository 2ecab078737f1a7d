import type { HomeCatalog } from './catalog.server.ts';
import { LIMITS } from '@travel/schemas';
import { Button, Container, Icon, Section, TextField } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { figure } from '../../lib/locale-format.ts';
import { FormOutcome } from '../../components/FormOutcome.tsx';
import { useNewsletterSignup } from '../../lib/useNewsletterSignup.ts';
import { site } from '../../site.ts';
import * as styles from './NewsletterSection.css.ts';
import { Honeypot } from '../../components/Honeypot.tsx';

/**
 * The home newsletter sign-up (spec §4 Newsletter (home), §5, §7, §8): first name and e-mail,
 * both required, judged by the API's own schema before posting; the outcome shows under the
 * form (the fields to correct at each field). Before posting it runs the bot check with the action
 * `newsletter_signup`; when that fails, or the build has no site key, the sign-up goes with
 * `recaptchaToken: null`. Without JavaScript the form posts to the same endpoint.
 */
export function NewsletterSection({ statistics }: Pick<HomeCatalog, 'statistics'>) {
  const { t, i18n } = useTranslation('home');
  const { pending, errors, outcomeProps, formProps } = useNewsletterSignup({
    source: 'home',
    schema: 'NewsletterHomeSchema',
    t,
    read: (data) => ({
      email: String(data.get('email') ?? '').trim(),
      name: String(data.get('name') ?? '').trim(),
    }),
  });
  const { newsletter } = statistics;

  const perks = [
    { id: 'monthly', icon: 'Calendar', text: t('newsletter.perks.monthly') },
    {
      id: 'subscribers',
      icon: 'Users',
      text: t('newsletter.perks.subscribers', {
        value: figure(i18n.language, newsletter.subscribers),
      }),
    },
    {
      id: 'deals',
      icon: 'Sparkles',
      text: t('newsletter.perks.deals', { percent: newsletter.maxDealDiscountPercent }),
    },
    {
      id: 'bonus',
      icon: 'Gift',
      text: t('newsletter.perks.bonus', { bonus: t('newsletter.welcomeBonus') }),
    },
  ] as const;

  return (
    <Section id="newsletter" aria-labelledby="newsletter-title">
      <Container>
        <div className={styles.panel}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{t('newsletter.eyebrow', { brand: site.brand })}</p>
            <h2 id="newsletter-title" className={styles.title}>
              {t('newsletter.title')}
            </h2>
            <p className={styles.intro}>{t('newsletter.intro')}</p>
            <ul className={styles.perks} aria-label={t('newsletter.perksLabel')}>
              {perks.map((perk) => (
                <li key={perk.id} className={styles.perk}>
                  <span className={styles.perkIcon}>
                    <Icon name={perk.icon} />
                  </span>
                  {perk.text}
                </li>
              ))}
            </ul>
          </div>
          <form className={styles.form} {...formProps}>
            <input type="hidden" name="source" value="home" />
            <Honeypot />
            <TextField
              label={t('newsletter.firstName')}
              name="name"
              required
              autoComplete="given-name"
              maxLength={LIMITS.name}
              placeholder={t('newsletter.firstNamePlaceholder')}
              error={errors.name}
            />
            <TextField
              label={t('newsletter.email')}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={t('newsletter.emailPlaceholder')}
              error={errors.email}
            />
            <Button
              type="submit"
              size="large"
              fullWidth
              pending={pending}
              pendingLabel={t('newsletter.subscribing')}
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
            />
            <p className={styles.privacy}>
              <Icon name="ShieldCheck" />
              {t('newsletter.privacy')}
            </p>
          </form>
        </div>
      </Container>
    </Section>
  );
}
