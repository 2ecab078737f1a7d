/** Trip kinds offered by the inquiry form (spec §5). */
export const TRAVEL_TYPES = ['honeymoon', 'family', 'solo', 'group', 'business', 'other'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

/** Budget bands offered by the inquiry form (spec §5), in US dollars. */
export const BUDGETS = [
  'under-5000',
  '5000-10000',
  '10000-20000',
  '20000-50000',
  'over-50000',
] as const;
export type Budget = (typeof BUDGETS)[number];

/** The fixed travel type a flight request carries (spec §7). */
export const FLIGHT_TRAVEL_TYPE = 'Flight Booking';

/** Flight request options (spec §5). */
export const TRIP_TYPES = ['roundtrip', 'oneway', 'multicity'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const PASSENGER_COUNTS = ['1', '2', '3', '4', '5', '6+'] as const;
export type PassengerCount = (typeof PASSENGER_COUNTS)[number];

export const CABIN_CLASSES = ['economy', 'premium-economy', 'business', 'first'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

export const SEAT_PREFERENCES = ['window', 'aisle', 'middle', 'no-preference'] as const;
export type SeatPreference = (typeof SEAT_PREFERENCES)[number];

export const MEAL_PREFERENCES = [
  'standard',
  'vegetarian',
  'vegan',
  'kosher',
  'halal',
  'gluten-free',
  'diabetic',
] as const;
export type MealPreference = (typeof MEAL_PREFERENCES)[number];

/** The forms that post to /api/contact; each is a `source` of the rows they store. */
export const LEAD_SOURCES = ['inquiry-form', 'contact-page', 'flight-booking'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The quiz's lead step (POST /api/quiz/lead), the fourth `source` of a lead (issue 28). */
export const QUIZ_LEAD_SOURCE = 'quiz';
/** Every `source` a stored lead may have: the three forms and the quiz. */
export const STORED_LEAD_SOURCES = [...LEAD_SOURCES, QUIZ_LEAD_SOURCE] as const;
export type StoredLeadSource = (typeof STORED_LEAD_SOURCES)[number];

/**
 * The `service` values /contact receives in its query string (spec §2 /contact): what the
 * visitor chose before writing, sent back with the contact page form as its `context`.
 */
export const SERVICE_CONTEXTS = [
  'gift-voucher',
  'gift-voucher-info',
  'mystery-travel',
  'mystery-travel-info',
  'event-planning',
  'event-planning-consultation',
  'language-assistance',
  'language-bundle',
  'language-assistance-info',
  'experiential-travel',
  'featured-experience',
  'custom-experiential-travel',
  'quiz-consultation',
  'experiential-consultation',
] as const;
export type ServiceContextName = (typeof SERVICE_CONTEXTS)[number];

/**
 * The other /contact query parameters that travel with `service` (spec §2 /contact). In a form
 * posted without JavaScript they arrive as flat fields beside the form's own, except `name` and
 * `email`, which the page puts into the form's own Name and Email fields.
 */
export const SERVICE_CONTEXT_PARAMS = [
  'type',
  'amount',
  'package',
  'language',
  'experience',
  'recommendation',
  'name',
  'email',
] as const;
export type ServiceContextParam = (typeof SERVICE_CONTEXT_PARAMS)[number];
