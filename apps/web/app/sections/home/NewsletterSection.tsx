import type { HomeCatalog } from './catalog.server.ts';
import { LIMITS, NEWSLETTER_BOT_CHECK_ACTIONS, NewsletterHomeSchema } from '@travel/schemas';
import { Button, Container, Icon, Section, TextField } from '@travel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome, type FormOutcomeKind } from '../../components/FormOutcome.tsx';
import { postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-check.ts';
import { judgeFields, refusedFields, useFieldMessages } from '../../lib/form-errors.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { site } from '../../site.ts';
import * as styles from './NewsletterSection.css.ts';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';

/**
 * The home newsletter sign-up (spec §4 Newsletter (home), §5, §7, §8): first name and e-mail,
 * both required, judged by the API's own schema before posting; the outcome shows under the
 * form (the fields to correct at each field). Before posting it runs the bot check with the action
 * `newsletter_signup`; when that fails, or the build has no site key, the sign-up goes with
 * `recaptchaToken: null`. Without JavaScript the form posts to the same endpoint.
 */
export function NewsletterSection({ statistics }: Pick<HomeCatalog, 'statistics'>) {
  const { t } = useTranslation('home');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeKind>('idle');
  const { messages: errors, show } = useFieldMessages();
  const hydrated = useHydrated();
  const { newsletter } = statistics;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const fields = { email, name, source: 'home', ...honeypotFields(form) };
    // The server's own schema judges the fields first: what it would refuse is not sent.
    const local = judgeFields(t, NewsletterHomeSchema, fields);
    if (show(form, local)) {
      setOutcome('invalid');
      return;
    }
    setPending(true);
    setOutcome('idle');
    try {
      // Never throws: the sign-up goes on without a token (spec §5 Newsletter (home)).
      const recaptchaToken = await getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS.home);
      const result = await postJson(NEWSLETTER_ENDPOINT, { ...fields, recaptchaToken });
      if (result.success) {
        setOutcome('success');
        form.reset();
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

  const perks = [
    { id: 'monthly', icon: 'Calendar', text: t('newsletter.perks.monthly') },
    {
      id: 'subscribers',
      icon: 'Users',
      text: t('newsletter.perks.subscribers', { value: newsletter.subscribers }),
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
          <form
            className={styles.form}
            method="post"
            action={NEWSLETTER_ENDPOINT}
            onSubmit={onSubmit}
            noValidate={hydrated}
          >
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
              outcome={outcome}
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
