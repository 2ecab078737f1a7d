import { EMAIL_MAX, LIMITS, NEWSLETTER_BOT_CHECK_ACTIONS, API_ENDPOINTS } from '@travel/schemas';
import { Button, Heading, Text, TextField } from '@travel/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../components/FormOutcome.tsx';
import { postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-token.ts';
import { judgeFields, useFieldMessages } from '../../lib/form-errors.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import * as styles from './Quiz.css.ts';
import { QUIZ_HEADING_ID, type QuizLead } from './quizState.ts';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

/**
 * The lead step after the fourth question (spec §4, §5 Quiz lead form, §7): name and e-mail,
 * posted to the newsletter as `source: 'quiz'`. The fields are judged by the API's own schema
 * first: an address it would refuse is asked for again, at its field. Then the post is sent
 * and not waited for: the results show at once, whatever its outcome (spec §8), and
 * `onDone` gets the post's outcome, `true` once the sign-up is stored, so the results promise
 * a follow-up only when one will happen.
 */
export function QuizLeadStep({
  onDone,
}: {
  onDone: (lead: QuizLead, signedUp: Promise<boolean>) => void;
}) {
  const { t } = useTranslation('quiz');
  // The page's language: its address's, which the app switched to before rendering it.
  const pageLanguage = useTranslation().i18n.language;
  const { messages: errors, show } = useFieldMessages();
  const hydrated = useHydrated();
  const invalid = Object.keys(errors).length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const honeypot = honeypotFields(form);
    const data = new FormData(form);
    const lead = {
      name: String(data.get('name') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    };
    const body = { email: lead.email, name: lead.name, source: 'quiz', ...honeypot };
    if (show(form, await judgeFields(t, 'NewsletterQuizLeadSchema', body))) return;
    const signedUp = getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS.quiz)
      .then((recaptchaToken) =>
        postJson(API_ENDPOINTS.newsletterSubscribe, { ...body, recaptchaToken }),
      )
      .then(
        (result) => result.success,
        // Not shown as an error: the visitor came for the results, which are already on screen.
        () => false,
      );
    onDone(lead, signedUp);
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
        action={API_ENDPOINTS.newsletterSubscribe}
        onSubmit={onSubmit}
        noValidate={hydrated}
      >
        {/* The page's language, for a form posted without JavaScript: the API answers in it. */}
        <input type="hidden" name="language" value={pageLanguage} />
        <input type="hidden" name="form" value="quiz-lead" />
        <input type="hidden" name="source" value="quiz" />
        <Honeypot />
        <TextField
          label={t('lead.name')}
          name="name"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          error={errors.name}
        />
        <TextField
          label={t('lead.email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
          error={errors.email}
        />
        <Text size="small" tone="muted">
          {t('lead.consent')}
        </Text>
        <Button type="submit" size="large" fullWidth>
          {t('lead.submit')}
        </Button>
        <FormOutcome outcome={invalid ? 'invalid' : 'idle'} />
      </form>
    </div>
  );
}
