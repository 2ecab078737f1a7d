import {
  BUDGETS,
  LEAD_BOT_CHECK_ACTIONS,
  LIMITS,
  TRAVEL_TYPES,
  API_ENDPOINTS,
} from '@travel/schemas';
import { Button, SelectField, TextField } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { moneyBand } from '../lib/locale-format.ts';
import { postForAnswer } from '../lib/api.ts';
import { getBotToken } from '../lib/bot-token.ts';
import { useFormSend } from '../lib/useFormSend.ts';
import { FormOutcome } from './FormOutcome.tsx';
import * as styles from './InquiryForm.css.ts';
import { Honeypot, honeypotFields } from './Honeypot.tsx';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'travelType',
  'destination',
  'budget',
  'message',
] as const;

/**
 * The inquiry form of Home and /services (spec §5 Inquiry form, §7 first /api/contact row,
 * §8 inquiry texts). Without JavaScript it posts to the same endpoint as a plain form.
 */
export function InquiryForm() {
  const { t, i18n } = useTranslation();
  // The page's language: its address's, which the app switched to before rendering it.
  const pageLanguage = i18n.language;
  const { pending, errors, outcomeProps, formProps } = useFormSend({
    t,
    read: (form) => {
      const data = new FormData(form);
      const body: Record<string, string | null> = { ...honeypotFields(form) };
      for (const field of FIELDS) body[field] = String(data.get(field) ?? '');
      return body;
    },
    // The server's own schema judges the fields first: what it would refuse is not sent.
    judge: 'ContactInquirySchema',
    send: async (body) =>
      postForAnswer(API_ENDPOINTS.contact, {
        ...body,
        recaptchaToken: await getBotToken(LEAD_BOT_CHECK_ACTIONS['inquiry-form']),
      }),
    onSuccess: (form) => form.reset(),
  });

  return (
    <form
      className={styles.form}
      method="post"
      action={API_ENDPOINTS.contact}
      // Once the page runs, the shared schema judges the fields and says why at each one, in
      // the page's language; without JavaScript the browser's own checks stay.
      {...formProps}
    >
      {/* The page's language, for a form posted without JavaScript: the API answers in it. */}
      <input type="hidden" name="language" value={pageLanguage} />
      <input type="hidden" name="form" value="inquiry-form" />
      <Honeypot />
      <div className={styles.row}>
        <TextField
          label={t('inquiry.firstName')}
          name="firstName"
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
          error={errors.firstName}
        />
        <TextField
          label={t('inquiry.lastName')}
          name="lastName"
          required
          autoComplete="family-name"
          maxLength={LIMITS.name}
          error={errors.lastName}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('inquiry.email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label={t('inquiry.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          error={errors.phone}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('inquiry.travelType')}
          name="travelType"
          placeholder={t('inquiry.travelTypePlaceholder')}
          options={TRAVEL_TYPES.map((value) => ({
            value,
            label: t(`inquiry.travelTypes.${value}`),
          }))}
          error={errors.travelType}
        />
        <SelectField
          label={t('inquiry.budget')}
          name="budget"
          placeholder={t('inquiry.budgetPlaceholder')}
          options={BUDGETS.map((value) => ({
            value,
            label: moneyBand(t, i18n.language, 'common:inquiry.budgets', value),
          }))}
          error={errors.budget}
        />
      </div>
      <TextField
        label={t('inquiry.destination')}
        name="destination"
        placeholder={t('inquiry.destinationPlaceholder')}
        maxLength={LIMITS.destination}
        error={errors.destination}
      />
      <TextField
        label={t('inquiry.message')}
        name="message"
        multiline
        rows={5}
        required
        placeholder={t('inquiry.messagePlaceholder')}
        maxLength={LIMITS.message}
        error={errors.message}
      />
      <Button
        type="submit"
        size="large"
        fullWidth
        pending={pending}
        pendingLabel={t('inquiry.pending')}
      >
        {t('inquiry.submit')}
      </Button>
      <FormOutcome
        {...outcomeProps}
        success={{ title: t('inquiry.successTitle'), body: t('inquiry.successBody') }}
        failure={{ title: t('inquiry.failureTitle'), body: t('inquiry.failureBody') }}
      />
    </form>
  );
}
