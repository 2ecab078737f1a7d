import { BUDGETS, EMAIL_MAX, LEAD_BOT_CHECK_ACTIONS, LIMITS, API_ENDPOINTS } from '@travel/schemas';
import { intlLocale } from '@travel/i18n';
import { dateTimeFormat } from '@travel/catalog';
import { Button, Notice, SelectField, TextField } from '@travel/ui';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyBand } from '../../lib/locale-format.ts';
import { FormOutcome } from '../../components/FormOutcome.tsx';
import { postForAnswer } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-token.ts';
import { useFormSend } from '../../lib/useFormSend.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import * as styles from './ContactForm.css.ts';
import type { ShownRequest } from './useContactRequest.ts';
import type { ContextText } from '@travel/schemas/contact-context';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

/** The month six months from now, in `language` (`June 2027`, `Juni 2027`). */
export function monthAhead(language: string, now = new Date()): string {
  const month = new Date(now.getFullYear(), now.getMonth() + 6, 1);
  return dateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(month);
}

/** Group sizes offered; the value is stored as it is (spec §5: optional text). */
export const GROUP_SIZES = ['1', '2', '3-5', '6-10', '11+'] as const;

type Field =
  'name' | 'email' | 'phone' | 'travelDates' | 'destination' | 'groupSize' | 'budget' | 'message';
type Values = Record<Field, string>;

/** Every field of the form, empty. */
export const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  travelDates: '',
  destination: '',
  groupSize: '',
  budget: '',
  message: '',
};

const FIELDS = Object.keys(EMPTY) as Field[];

/** `current` with each field that still holds the old prefill given the new one. */
export function refill(current: Values, before: Values, after: Values): Values {
  const next = { ...current };
  for (const name of FIELDS) if (current[name] === before[name]) next[name] = after[name];
  return next;
}

export interface ContactFormProps {
  /**
   * What the visitor asked about, from the query string (empty before hydration). It fills
   * the fields when the form mounts, and again when it changes, but only fields the visitor
   * has left as they were: what was typed before hydration (replayed once it is over, just
   * before the request is read) or since is never replaced.
   */
  request: ShownRequest;
  /** Called once the message is stored: the request has been sent and is done with. */
  onSent: () => void;
  /** A message was sent before this form started afresh: its success message shows on. */
  sent?: boolean;
}

/**
 * The /contact form (spec §4 Contact form, §5, §7 second /api/contact row, §8): name, e-mail
 * and message required; the request from the query string is shown above the fields, opens
 * the message, and goes along as `context`, the one field the body has beyond §7's (only when
 * there is a request). The bot check runs before it is sent, as before the other lead forms
 * (its token goes along as `recaptchaToken`; when the check cannot run, the form is sent
 * without one and the server judges it). Without JavaScript the form posts its fields to the same endpoint,
 * which answers with the contact page's thank-you page; the request then travels in hidden
 * fields the server writes into the form's `<noscript>`, since the page cannot read its query.
 */
export function ContactForm({ request: shown, onSent, sent = false }: ContactFormProps) {
  const { t, i18n } = useTranslation('contact');
  // The page's language: its address's, which the app switched to before rendering it.
  const pageLanguage = useTranslation().i18n.language;
  const { request, summaries, message: opening } = shown;
  const describe = (text: ContextText, part: 'summary' | 'message') =>
    t(`context.${text.id}.${part}`, text.values);
  // What the request says goes into the fields; the message opens with a first sentence.
  const prefill: Values = {
    ...EMPTY,
    name: request.name ?? '',
    email: request.email ?? '',
    destination: request.destination ?? '',
    message: opening ? describe(opening, 'message') : '',
  };
  const [values, setValues] = useState<Values>(prefill);
  // The prefill last put into the fields: a field still holding it is the visitor's to refill.
  const [prefilled, setPrefilled] = useState<Values>(prefill);
  if (FIELDS.some((name) => prefill[name] !== prefilled[name])) {
    setPrefilled(prefill);
    setValues((current) => refill(current, prefilled, prefill));
  }
  const { pending, errors, outcomeProps, formProps } = useFormSend({
    t,
    read: (form) => ({
      ...values,
      ...(request.context ? { context: request.context } : {}),
      ...honeypotFields(form),
    }),
    // The server's own schema judges the fields first: what it would refuse is not sent.
    judge: 'ContactMessageSchema',
    send: async (body) =>
      postForAnswer(API_ENDPOINTS.contact, {
        ...body,
        recaptchaToken: await getBotToken(LEAD_BOT_CHECK_ACTIONS['contact-page']),
      }),
    onSuccess: () => {
      setValues(EMPTY);
      onSent();
    },
    initialOutcome: sent ? 'success' : 'idle',
  });
  const hydrated = useHydrated();

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className={styles.form} method="post" action={API_ENDPOINTS.contact} {...formProps}>
      {/* The page's language, for a form posted without JavaScript: the API answers in it. */}
      <input type="hidden" name="language" value={pageLanguage} />
      <input type="hidden" name="form" value="contact-page" />
      <Honeypot />
      {/* Filled by the server for /contact?… without JavaScript; React leaves its content alone. */}
      <noscript data-slot="contact-context" data-class={styles.noscriptContext} />
      {summaries.length > 0 ? (
        <Notice tone="info" title={t('context.title')}>
          <ul className={styles.summaries}>
            {summaries.map((text) => (
              <li key={text.id}>{describe(text, 'summary')}</li>
            ))}
          </ul>
          <p>{t('context.note')}</p>
        </Notice>
      ) : null}
      <div className={styles.row}>
        <TextField
          label={t('form.name')}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          {...field('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX}
          {...field('email')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          {...field('phone')}
        />
        <TextField
          label={t('form.travelDates')}
          placeholder={
            // A month half a year ahead, as the page's language writes it; known only once the
            // page runs (the prerendered HTML is not dated).
            hydrated
              ? t('form.travelDatesPlaceholder', { month: monthAhead(i18n.language) })
              : undefined
          }
          maxLength={LIMITS.travelDates}
          {...field('travelDates')}
        />
      </div>
      <TextField
        label={t('form.destination')}
        placeholder={t('form.destinationPlaceholder')}
        maxLength={LIMITS.destination}
        {...field('destination')}
      />
      <div className={styles.row}>
        <SelectField
          label={t('form.groupSize')}
          placeholder={t('form.groupSizePlaceholder')}
          options={GROUP_SIZES.map((value) => ({ value, label: t(`form.groupSizes.${value}`) }))}
          {...field('groupSize')}
        />
        <SelectField
          label={t('form.budget')}
          placeholder={t('form.budgetPlaceholder')}
          options={BUDGETS.map((value) => ({
            value,
            label: moneyBand(t, i18n.language, 'contact:form.budgets', value),
          }))}
          {...field('budget')}
        />
      </div>
      <TextField
        label={t('form.message')}
        multiline
        rows={5}
        required
        placeholder={t('form.messagePlaceholder')}
        maxLength={LIMITS.message}
        {...field('message')}
      />
      <Button
        type="submit"
        size="large"
        fullWidth
        pending={pending}
        pendingLabel={t('form.pending')}
      >
        {t('form.submit')}
      </Button>
      <FormOutcome
        {...outcomeProps}
        success={{ title: t('form.successTitle'), body: t('form.successBody') }}
        failure={{ title: t('form.failureTitle'), body: t('form.failureBody') }}
      />
    </form>
  );
}
