import {
  CABIN_CLASSES,
  EMAIL_MAX,
  LIMITS,
  MEAL_PREFERENCES,
  PASSENGER_COUNTS,
  SEAT_PREFERENCES,
  TRIP_TYPES,
  type TripType,
  API_ENDPOINTS,
} from '@travel/schemas';
import { Button, RadioGroup, SelectField, TextField } from '@travel/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolatedLtr } from '../../lib/locale-format.ts';
import { Honeypot, honeypotFields } from '../../components/Honeypot.tsx';
import { FormOutcome } from '../../components/FormOutcome.tsx';
import { deferred } from '../../lib/deferred.tsx';
import { useFormSend } from '../../lib/useFormSend.ts';
import { useIdle } from '../../lib/idle.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { site } from '../../site.ts';
import * as styles from './FlightBookingForm.css.ts';

const DEFAULT_TRIP_TYPE: TripType = 'roundtrip';

/**
 * Sets a date field's earliest day, but never while the visitor is typing in it: Chromium
 * drops a half-typed date (month and day, no year yet) when `min` changes under it.
 */
function setMin(input: HTMLInputElement | HTMLTextAreaElement | null, day: string) {
  if (!input || input.getAttribute('min') === day) return;
  if (input === document.activeElement && !input.value) {
    input.addEventListener('blur', () => input.setAttribute('min', day), { once: true });
    return;
  }
  input.setAttribute('min', day);
}

/**
 * The extra services' checkboxes hydrate after the rest of the page (lib/deferred.tsx): native
 * and uncontrolled, they work as they are until then, the form reads them only when it is sent,
 * and a box ticked before they are live is replayed to them (lib/early-input.ts).
 */
const ExtraServices = deferred(() =>
  import('./ExtraServices.tsx').then((module) => module.ExtraServices),
);

/**
 * The code that reads, judges, composes and posts the request (request.ts): a send needs it,
 * the page does not, so it is fetched once the page is idle (and at the latest by the send).
 */
const loadRequest = () => import('./request.ts');
const prefetchRequest = () => void loadRequest().catch(() => {});

/** Today in the visitor's own calendar, as a date input writes it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form field that fills each field of the composed request (spec §7), for the server's refusals. */
const REQUEST_FIELDS = {
  name: 'firstName',
  destination: 'departureCity',
  travelDates: 'departureDate',
  groupSize: 'passengers',
};

const isTripType = (value: string): value is TripType =>
  (TRIP_TYPES as readonly string[]).includes(value);

/**
 * The flight request form (spec §4 Flight request form, §5, §7 third /api/contact row, §8):
 * the browser's own required-field checks, then the page composes the fields into the request
 * body (`composeFlightRequest`); what the server refuses comes back as "Submission failed" with
 * its message. The return date shows, and is required, only for a round trip. Its controls are
 * native, named from the first render: without JavaScript, or before the page hydrates, the
 * form posts its own fields and the API composes the same request.
 */
export function FlightBookingForm() {
  const { t, i18n } = useTranslation('flight');
  // The page's language: its address's, which the app switched to before rendering it.
  const pageLanguage = useTranslation().i18n.language;
  const hydrated = useHydrated();
  const [tripType, setTripType] = useState<TripType>(DEFAULT_TRIP_TYPE);
  useIdle(prefetchRequest);

  const departureDate = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const returnDate = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  // The return cannot be before the departure: the date picker starts there, and the
  // browser's own check refuses an earlier day. (TextField takes no `min`, so it is set here.)
  // Read from the field, not kept in state: a date typed before the page hydrated counts, and
  // a controlled field would be emptied by the first render after hydration.
  // Both start today at the earliest (the prerendered page cannot know today; the server
  // refuses a past departure either way).
  function limitReturnDate() {
    const today = localToday();
    setMin(departureDate.current, today);
    const departure = departureDate.current?.value;
    setMin(returnDate.current, departure && departure > today ? departure : today);
  }
  // After every render: the return date comes and goes with the trip type.
  useEffect(limitReturnDate);

  const { pending, errors, outcomeProps, formProps } = useFormSend({
    t,
    read: async (form) => {
      // The fields as they are at the send, whenever the code to read them arrives (if it
      // cannot be fetched, the send fails as it would have at the post).
      const data = new FormData(form);
      const honeypot = honeypotFields(form);
      const request = await loadRequest();
      return { request, honeypot, fields: { ...request.formFields(data), ...honeypot } };
    },
    judge: ({ request, fields }) => request.judgeFlightFields(t, fields, localToday()),
    send: ({ request, fields, honeypot }) => request.postFlightRequest(fields, honeypot),
    rename: REQUEST_FIELDS,
    onSuccess: (form) => {
      form.reset();
      setTripType(DEFAULT_TRIP_TYPE);
      limitReturnDate();
    },
  });

  const tripTypes = TRIP_TYPES.map((value) => ({ value, label: t(`form.tripTypes.${value}`) }));

  return (
    <form className={styles.form} method="post" action={API_ENDPOINTS.contact} {...formProps}>
      {/* The page's language, for a form posted without JavaScript: the API answers in it. */}
      <input type="hidden" name="language" value={pageLanguage} />
      <input type="hidden" name="form" value="flight-booking" />
      <Honeypot />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.personal')}</legend>
        <div className={styles.row}>
          <TextField
            label={t('form.firstName')}
            name="firstName"
            error={errors.firstName}
            required
            autoComplete="given-name"
            maxLength={LIMITS.name}
          />
          <TextField
            label={t('form.lastName')}
            name="lastName"
            error={errors.lastName}
            required
            autoComplete="family-name"
            maxLength={LIMITS.name}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('form.email')}
            name="email"
            error={errors.email}
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX}
          />
          <TextField
            label={t('form.phone')}
            name="phone"
            error={errors.phone}
            type="tel"
            required
            autoComplete="tel"
            maxLength={LIMITS.phone}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.flight')}</legend>
        {/* A choice made before the page hydrated comes back through onValueChange. */}
        <RadioGroup
          legend={t('form.tripType')}
          name="tripType"
          required
          orientation="horizontal"
          value={tripType}
          onValueChange={(value) => {
            if (isTripType(value)) setTripType(value);
          }}
          hint={tripType === 'multicity' ? t('form.multicityHint') : undefined}
          options={tripTypes}
        />
        <div className={styles.row}>
          <TextField
            label={t('form.departureCity')}
            name="departureCity"
            error={errors.departureCity}
            required
            placeholder={t('form.departureCityPlaceholder')}
            maxLength={LIMITS.city}
          />
          <TextField
            label={t('form.arrivalCity')}
            name="arrivalCity"
            error={errors.arrivalCity}
            required
            placeholder={t('form.arrivalCityPlaceholder')}
            maxLength={LIMITS.city}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('form.departureDate')}
            name="departureDate"
            error={errors.departureDate}
            type="date"
            required
            ref={departureDate}
            onChange={limitReturnDate}
          />
          {tripType === 'roundtrip' ? (
            // Prerendered without `required` and labelled for round trips: without JavaScript
            // (or before the page hydrates) the field stays whatever trip type is chosen, and
            // must not block a one-way request (the API checks a round trip has its return date).
            <TextField
              label={hydrated ? t('form.returnDate') : t('form.returnDateRoundTrip')}
              name="returnDate"
              error={errors.returnDate}
              type="date"
              required={hydrated}
              ref={returnDate}
            />
          ) : null}
        </div>
        <div className={styles.row}>
          <SelectField
            label={t('form.passengers')}
            name="passengers"
            error={errors.passengers}
            required
            placeholder={t('form.passengersPlaceholder')}
            options={PASSENGER_COUNTS.map((value) => ({
              value,
              label: t(`form.passengerCounts.${value}`),
            }))}
          />
          <SelectField
            label={t('form.class')}
            name="class"
            error={errors.class}
            required
            placeholder={t('form.classPlaceholder')}
            options={CABIN_CLASSES.map((value) => ({ value, label: t(`form.classes.${value}`) }))}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.preferences')}</legend>
        <TextField
          label={t('form.preferredAirline')}
          name="preferredAirline"
          error={errors.preferredAirline}
          placeholder={t('form.preferredAirlinePlaceholder')}
          maxLength={LIMITS.airline}
        />
        <div className={styles.row}>
          <SelectField
            label={t('form.seatPreference')}
            name="seatPreference"
            placeholder={t('form.seatPlaceholder')}
            options={SEAT_PREFERENCES.map((value) => ({ value, label: t(`form.seats.${value}`) }))}
          />
          <SelectField
            label={t('form.mealPreference')}
            name="mealPreference"
            placeholder={t('form.mealPlaceholder')}
            options={MEAL_PREFERENCES.map((value) => ({ value, label: t(`form.meals.${value}`) }))}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.services')}</legend>
        <div className={styles.checkboxes}>
          <ExtraServices />
        </div>
      </fieldset>

      <TextField
        label={t('form.specialRequests')}
        name="specialRequests"
        error={errors.specialRequests}
        multiline
        rows={4}
        placeholder={t('form.specialRequestsPlaceholder')}
        maxLength={LIMITS.specialRequests}
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
        failure={{
          title: t('form.failureTitle'),
          body: t('form.networkBody', { phone: isolatedLtr(i18n.language, site.phone) }),
        }}
      />
    </form>
  );
}
