import {
  BUDGETS,
  EMAIL_MAX,
  LEAD_BOT_CHECK_ACTIONS,
  LIMITS,
  type FieldError,
} from '@travel/schemas';
import { Button, Notice, SelectField, TextField, toast } from '@travel/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postJson } from '../../lib/api.ts';
import { getBotToken } from '../../lib/bot-check.ts';
import * as styles from './ContactForm.css.ts';
import {
  contextTexts,
  hasContactRequest,
  type ContactRequest,
  type ContextText,
} from '@travel/schemas/contact-context';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';

/** Group sizes offered; the value is stored as it is (spec §5: optional text). */
export const GROUP_SIZES = ['1', '2', '3-5', '6-10', '11+'] as const;

type Field =
  'name' | 'email' | 'phone' | 'travelDates' | 'destination' | 'groupSize' | 'budget' | 'message';
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  travelDates: '',
  destination: '',
  groupSize: '',
  budget: '',
  message: '',
};

/** How long the success toast stays (spec §8: 5 s). */
export const SUCCESS_TOAST_MS = 5000;

export interface ContactFormProps {
  /**
   * What the visitor asked about, from the query string (empty before hydration). It fills
   * the fields when the form mounts: give the form a `key` that changes with the request.
   */
  request: ContactRequest;
  /** Called once the message is stored: the request has been sent and is done with. */
  onSent: () => void;
}

/**
 * The /contact form (spec §4 Contact form, §5, §7 second /api/contact row, §8): name, e-mail
 * and message required; the request from the query string is shown above the fields, opens
 * the message, and goes along as `context`, the one field the body has beyond §7's (only when
 * there is a request). No bot check runs before it (spec §7 names the inquiry form and the
 * home newsletter only). Without JavaScript the form posts its fields to the same endpoint,
 * which answers with the contact page's thank-you page; the request then travels in hidden
 * fields the server writes into the form's `<noscript>`, since the page cannot read its query.
 */
export function ContactForm({ request, onSent }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const texts = contextTexts(request);
  const describe = (text: ContextText, part: 'summary' | 'message') =>
    t(`context.${text.id}.${part}`, text.values);
  // What the request says goes into the fields; the message opens with a first sentence.
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    name: request.name ?? '',
    email: request.email ?? '',
    destination: request.destination ?? '',
    message: texts.message ? describe(texts.message, 'message') : '',
  }));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const honeypot = honeypotFields(event.currentTarget);
    setPending(true);
    setErrors({});
    try {
      const body = {
        ...values,
        ...(request.context ? { context: request.context } : {}),
        ...honeypot,
        recaptchaToken: await getBotToken(LEAD_BOT_CHECK_ACTIONS['contact-page']),
      };
      const result = await postJson('/api/contact', body);
      if (result.success) {
        toast({
          title: t('form.successTitle'),
          description: t('form.successBody'),
          duration: SUCCESS_TOAST_MS,
        });
        setValues(EMPTY);
        onSent();
        return;
      }
      setErrors(
        Object.fromEntries(
          (result.errors ?? []).map((error: FieldError) => [error.field, error.message]),
        ),
      );
      toast({
        title: t('form.failureTitle'),
        description: t('form.failureBody'),
        variant: 'destructive',
      });
    } catch {
      toast({
        title: t('form.failureTitle'),
        description: t('form.failureBody'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} method="post" action="/api/contact" onSubmit={onSubmit}>
      <input type="hidden" name="form" value="contact-page" />
      <Honeypot />
      {/* Filled by the server for /contact?… without JavaScript; React leaves its content alone. */}
      <noscript data-slot="contact-context" data-class={styles.noscriptContext} />
      {hasContactRequest(request) ? (
        <Notice tone="info" title={t('context.title')}>
          <ul className={styles.summaries}>
            {texts.summaries.map((text) => (
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
          placeholder={t('form.travelDatesPlaceholder')}
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
          options={BUDGETS.map((value) => ({ value, label: t(`form.budgets.${value}`) }))}
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
    </form>
  );
}
