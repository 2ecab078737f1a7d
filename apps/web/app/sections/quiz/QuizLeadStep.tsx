import { EMAIL_MAX, LIMITS, NEWSLETTER_BOT_CHECK_ACTIONS } from '@travel/schemas';
import { Button, Heading, Text, TextField } from '@travel/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-check.ts';
import * as styles from './Quiz.css.ts';
import { QUIZ_HEADING_ID, type QuizLead } from './quizState.ts';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

/**
 * The lead step after the fourth question (spec §4, §5 Quiz lead form, §7): name and e-mail,
 * posted to the newsletter as `source: 'quiz'`. The post is sent and not waited for: the
 * results show at once, whatever its outcome, a failure or a request that never answers
 * included (spec §8: silently ignored).
 */
export function QuizLeadStep({ onDone }: { onDone: (lead: QuizLead) => void }) {
  const { t } = useTranslation('quiz');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = honeypotFields(event.currentTarget);
    const data = new FormData(event.currentTarget);
    const lead = {
      name: String(data.get('name') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    };
    getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS.quiz)
      .then((recaptchaToken) =>
        postJson('/api/newsletter/subscribe', {
          email: lead.email,
          name: lead.name,
          source: 'quiz',
          recaptchaToken,
          ...honeypot,
        }),
      )
      .catch(() => {
        // Ignored on purpose: the visitor came for the results, which are already on screen.
      });
    onDone(lead);
  }

  return (
    <div className={styles.step}>
      <Heading
        level={2}
        size="xlarge"
        tabIndex={-1}
        className={styles.heading}
        id={QUIZ_HEADING_ID}
      >
        {t('lead.title')}
      </Heading>
      <Text tone="muted">{t('lead.intro')}</Text>
      <form
        className={styles.leadForm}
        method="post"
        action="/api/newsletter/subscribe"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="form" value="quiz-lead" />
        <input type="hidden" name="source" value="quiz" />
        <Honeypot />
        <TextField
          label={t('lead.name')}
          name="name"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
        />
        <TextField
          label={t('lead.email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
        />
        <Text size="small" tone="muted">
          {t('lead.consent')}
        </Text>
        <Button type="submit" size="large" fullWidth>
          {t('lead.submit')}
        </Button>
      </form>
    </div>
  );
}
