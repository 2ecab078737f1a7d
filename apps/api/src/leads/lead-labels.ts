import {
  AGENCY_TIME_ZONE,
  type Budget,
  type LeadStatus,
  type ServiceContextName,
  type TravelType,
} from '@travel/schemas';

/**
 * Stored values as staff read them (issue 28): labels, never codes. The staff inbox, the
 * agency's notice and the CSV all say the same, in English (the agency's working language).
 */

export const BUDGET_LABELS: Record<Budget, string> = {
  'under-5000': 'Under $5,000',
  '5000-10000': '$5,000 – $10,000',
  '10000-20000': '$10,000 – $20,000',
  '20000-50000': '$20,000 – $50,000',
  'over-50000': 'Over $50,000',
};

export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = {
  honeymoon: 'Honeymoon',
  family: 'Family',
  solo: 'Solo',
  group: 'Group',
  business: 'Business',
  other: 'Other',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
  spam: 'Spam',
};

export const SERVICE_LABELS: Record<ServiceContextName, string> = {
  'gift-voucher': 'Gift voucher (buy)',
  'gift-voucher-info': 'Gift voucher (question)',
  'mystery-travel': 'Mystery trip (book)',
  'mystery-travel-info': 'Mystery trip (question)',
  'event-planning': 'Event planning',
  'event-planning-consultation': 'Event planning consultation',
  'language-assistance': 'Language assistance',
  'language-bundle': 'Language assistance bundle',
  'language-assistance-info': 'Language assistance (question)',
  'experiential-travel': 'Experiential travel',
  'featured-experience': 'Featured experience',
  'custom-experiential-travel': 'Custom experiential trip',
  'quiz-consultation': 'Consultation after the travel quiz',
  'experiential-consultation': 'Experiential travel consultation',
};

/** The flight form's codes, as the flight request's message carries them (spec §7). */
const FLIGHT_VALUE_LABELS: Record<string, Record<string, string>> = {
  'Trip Type': { roundtrip: 'Round trip', oneway: 'One way', multicity: 'Multi-city' },
  Class: {
    economy: 'Economy',
    'premium-economy': 'Premium economy',
    business: 'Business',
    first: 'First',
  },
  'Seat Preference': {
    window: 'Window',
    aisle: 'Aisle',
    middle: 'Middle',
    'no-preference': 'No preference',
  },
  'Meal Preference': {
    standard: 'Standard',
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    kosher: 'Kosher',
    halal: 'Halal',
    'gluten-free': 'Gluten-free',
    diabetic: 'Diabetic',
  },
};

const label = <K extends string>(labels: Record<K, string>, value: string | null | undefined) =>
  value ? ((labels as Record<string, string>)[value] ?? value) : null;

export const budgetLabel = (value: string | null | undefined) => label(BUDGET_LABELS, value);
export const travelTypeLabel = (value: string | null | undefined) =>
  label(TRAVEL_TYPE_LABELS, value);
export const statusLabel = (value: string) => label(STATUS_LABELS, value) ?? value;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2027-03-10` → `Wed, March 10, 2027`; anything that is not a real day stays as it is. */
export function dayLabel(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return text;
  return dayFormat.format(date);
}

/** Every ISO day in a text as a date (`2027-03-10 - 2027-03-20` → `Wed, March 10, 2027 – …`). */
export function datesLabel(text: string | null | undefined): string | null {
  if (!text) return null;
  const days = /\d{4}-\d{2}-\d{2}/g;
  const replaced = text.replace(days, (day) => dayLabel(day));
  // Two days joined by the flight form's " - " read as a range.
  return /^\d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}$/.test(text)
    ? replaced.replace(/ - /, ' – ')
    : replaced;
}

/**
 * A flight request's message with its codes in words: `Trip Type: roundtrip` → `Round trip`,
 * class, seat and meal likewise, departure and return as dates. Lines the form did not write
 * (the visitor's own) are left alone.
 */
export function flightMessageLabel(message: string): string {
  return message
    .split('\n')
    .map((line) => {
      const match =
        /^(Trip Type|Class|Seat Preference|Meal Preference|Departure|Return): (.*)$/.exec(line);
      if (!match) return line;
      const [, key, value] = match as unknown as [string, string, string];
      if (key === 'Departure' || key === 'Return') return `${key}: ${dayLabel(value)}`;
      return `${key}: ${FLIGHT_VALUE_LABELS[key]?.[value] ?? value}`;
    })
    .join('\n');
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  timeZoneName: 'longOffset',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant in the agency's time zone with its offset: `2026-11-28 10:55:01 -06:00`. */
export function agencyTime(at: Date): string {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(at).map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese (Brazil)',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
};

/** The site language a visitor used, by its English name: `de` → `German`. */
export const languageLabel = (code: string | null | undefined) =>
  code ? (LANGUAGE_NAMES[code] ?? code) : null;

const SOURCE_LABELS: Record<string, string> = {
  'inquiry-form': 'Inquiry form',
  'contact-page': 'Contact page',
  'flight-booking': 'Flight booking page',
  quiz: 'Travel quiz',
};

export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

/** The message as staff read it: a flight request's codes in words, others as written. */
export const messageLabel = (source: string, message: string) =>
  source === 'flight-booking' ? flightMessageLabel(message) : message;
