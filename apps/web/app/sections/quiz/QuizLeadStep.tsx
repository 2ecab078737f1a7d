import type { QuizAnswers } from '@travel/catalog';
import {
  API_ENDPOINTS,
  EMAIL_MAX,
  LIMITS,
  NEWSLETTER_BOT_CHECK_ACTIONS,
  QUIZ_LEAD_BOT_CHECK_ACTION,
} from '@travel/schemas';
import { Button, Heading, Text, TextField } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '../../components/FormOutcome.tsx';
import { postForAnswer, postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-token.ts';
import { judgeFields } from '../../lib/form-errors.ts';
import { useFormSend } from '../../lib/useFormSend.ts';
import * as styles from './Quiz.css.ts';
import { QUIZ_HEADING_ID, type QuizLead } from './quiz-state.ts';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

/**
 * The lead step after the fourth question (spec §4, §5 Quiz lead form, §7): name and e-mail,
 * posted to the newsletter as `source: 'quiz'` (its double opt-in asks for the newsletter's
 * consent), and beside it, with the answers, to /api/quiz/lead, which stores a lead for the
 * agency (issue 28). The two posts go out independently: one failing never loses the other.
 * The fields are judged by the API's own schema first: an address it would refuse is asked
 * for again, at its field. Then the posts are sent and not waited for: the results show at
 * once, whatever their outcome (spec §8), and `onDone` gets the lead's outcome, `true` once
 * it is stored, so the results promise a follow-up only when a lead exists to follow up.
 */
export function QuizLeadStep({
  answers,
  onDone,
}: {
  answers: QuizAnswers;
  onDone: (lead: QuizLead, leadStored: Promise<boolean>) => void;
}) {
  const { t } = useTranslation('quiz');
  // The page's language: its address's, which the app switched to before rendering it.
  const pageLanguage = useTranslation().i18n.language;
  const { errors, outcomeProps, formProps } = useFormSend({
    t,
    read: (form) => {
      const data = new FormData(form);
      const lead = {
        name: String(data.get('name') ?? '').trim(),
        email: String(data.get('email') ?? '').trim(),
      };
      const honeypot = honeypotFields(form);
      return { lead, honeypot, signUp: { ...lead, source: 'quiz', ...honeypot } };
    },
    judge: ({ signUp }) => judgeFields(t, 'NewsletterQuizLeadSchema', signUp),
    // Both posts go out and are not waited for: the results show at once (spec §8).
    send: async ({ lead, honeypot, signUp }) => {
      // The spec's call, as it was: its answer is not read (spec §7), any outcome is fine.
      void getBotToken(NEWSLETTER_BOT_CHECK_ACTIONS.quiz)
        .then((recaptchaToken) =>
          postForAnswer(API_ENDPOINTS.newsletterSubscribe, { ...signUp, recaptchaToken }),
        )
        .catch(() => undefined);
      const leadStored = getBotToken(QUIZ_LEAD_BOT_CHECK_ACTION)
        .then((recaptchaToken) =>
          postJson(API_ENDPOINTS.quizLead, { ...lead, answers, ...honeypot, recaptchaToken }),
        )
        .then(
          (result) => result.success,
          // Not shown as an error: the visitor came for the results, already on screen.
          () => false,
        );
      onDone(lead, leadStored);
      return { success: true };
    },
  });

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
        {...formProps}
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
        {/* The fields to correct; the posts' outcomes are not shown (spec §8). */}
        <FormOutcome {...outcomeProps} />
      </form>
    </div>
  );
}
