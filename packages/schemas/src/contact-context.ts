import {
  destinations,
  eventTypes,
  experienceTypes,
  featuredExperiences,
  formatUsd,
  giftVouchers,
  languageBundles,
  languagePacks,
  mysteryPackages,
} from '@travel/catalog';
import {
  CONTEXT_DESTINATION_FIELD,
  CONTEXT_FIELD_PREFIX,
  type ServiceContextInput,
} from './contact.ts';
import { EMAIL_MAX } from './fields.ts';
import { LIMITS } from './limits.ts';
import {
  SERVICE_CONTEXTS,
  SERVICE_CONTEXT_PARAMS,
  type ServiceContextName,
  type ServiceContextParam,
} from './options.ts';

/**
 * What the visitor chose before opening /contact, read from the query string (spec §2
 * /contact): a service card's `service` with its parameters, or a destination page's
 * `destination`. Nothing here is trusted: unknown services are dropped, values are cleaned
 * and cut to what the API accepts. The page reads it once it runs; for a browser without
 * JavaScript the API reads the same query with the same code (`@travel/schemas/contact-context`)
 * and writes the summary and the hidden fields of `contextFormFields` into the served page.
 */
export interface ContactRequest {
  /** Sent with the message as the schema's `context`. */
  context?: ServiceContextInput;
  /** Prefills the Full Name field (quiz consultation). */
  name?: string;
  /** Prefills the Email Address field (quiz consultation). */
  email?: string;
  /** Prefills the Destination field. */
  destination?: string;
}

/** The parameters each service carries besides `service` (see `contactLinks` of /services/all). */
const SERVICE_PARAMS: Record<ServiceContextName, readonly ServiceContextParam[]> = {
  'gift-voucher': ['type', 'amount'],
  'gift-voucher-info': [],
  'mystery-travel': ['package'],
  'mystery-travel-info': [],
  'event-planning': ['type'],
  'event-planning-consultation': [],
  'language-assistance': ['language'],
  'language-bundle': ['package'],
  'language-assistance-info': [],
  'experiential-travel': ['type'],
  'featured-experience': ['experience'],
  'custom-experiential-travel': [],
  'quiz-consultation': ['name', 'email', 'recommendation'],
  'experiential-consultation': [],
};

const PARAM_MAX: Record<ServiceContextParam, number> = {
  type: LIMITS.contextParam,
  amount: LIMITS.contextParam,
  package: LIMITS.contextParam,
  language: LIMITS.contextParam,
  experience: LIMITS.contextParam,
  recommendation: LIMITS.contextParam,
  name: LIMITS.name,
  email: EMAIL_MAX,
};

// Control characters (NUL above all) are refused by the API and mean nothing in a form field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A query value as a field can hold it: no control characters, trimmed, at most `max` long. */
function clean(value: string | null, max: number): string | undefined {
  if (value === null) return undefined;
  const text = value.replace(CONTROL, ' ').trim().slice(0, max).trim();
  return text === '' ? undefined : text;
}

function isServiceContext(value: string | undefined): value is ServiceContextName {
  return (SERVICE_CONTEXTS as readonly string[]).includes(value ?? '');
}

/** Reads `?service=…` (with its parameters) and `?destination=…` from a query string. */
export function parseContactQuery(search: string | URLSearchParams): ContactRequest {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const request: ContactRequest = {};

  const service = clean(query.get('service'), LIMITS.contextParam);
  if (isServiceContext(service)) {
    const context: ServiceContextInput = { service };
    for (const param of SERVICE_PARAMS[service]) {
      const value = clean(query.get(param), PARAM_MAX[param]);
      if (value !== undefined) context[param] = value;
    }
    request.context = context;
    if (service === 'quiz-consultation') {
      if (context.name) request.name = context.name;
      if (context.email) request.email = context.email;
    }
  }

  const destination = clean(query.get('destination'), LIMITS.destination);
  if (destination) {
    // Destination pages send the name; a slug stands for the name of its destination.
    request.destination =
      destinations.find((item) => item.slug === destination)?.name ?? destination;
  }
  return request;
}

export function hasContactRequest(request: ContactRequest): boolean {
  return request.context !== undefined || request.destination !== undefined;
}

/** Keys under `context.` in the contact namespace: each has a `summary` and a `message`. */
export type ContextTextId =
  | 'giftVoucher'
  | 'giftVoucherCustom'
  | 'giftVoucherType'
  | 'giftVoucherInfo'
  | 'mysteryTravel'
  | 'mysteryTravelInfo'
  | 'eventPlanning'
  | 'eventPlanningConsultation'
  | 'languageAssistance'
  | 'languageBundle'
  | 'languageAssistanceInfo'
  | 'experientialTravel'
  | 'featuredExperience'
  | 'customExperientialTravel'
  | 'quizConsultation'
  | 'quizConsultationGeneral'
  | 'experientialConsultation'
  | 'destination';

export interface ContextText {
  id: ContextTextId;
  /** Interpolated into the text: catalog names where the ids match, else the value as given. */
  values: Record<string, string>;
}

const byId = <T extends { id: string }>(list: readonly T[], id: string | undefined) =>
  list.find((item) => item.id === id);

/** `2500` → `$2,500`; anything else is shown as it came. */
function amountText(amount: string): string {
  const value = Number(amount);
  return /^\d+(\.\d{1,2})?$/.test(amount) && value > 0 ? formatUsd(value) : amount;
}

/** The text describing a service request, in words the visitor recognises from the card. */
export function serviceText(context: ServiceContextInput): ContextText {
  const param = (name: ServiceContextParam) => context[name] ?? undefined;
  switch (context.service) {
    case 'gift-voucher': {
      const type = param('type');
      if (!type) return { id: 'giftVoucherInfo', values: {} };
      const voucher = byId(giftVouchers, type)?.title ?? type;
      const amount = param('amount');
      if (!amount) return { id: 'giftVoucherType', values: { voucher } };
      if (amount.toLowerCase() === 'custom')
        return { id: 'giftVoucherCustom', values: { voucher } };
      return { id: 'giftVoucher', values: { voucher, amount: amountText(amount) } };
    }
    case 'gift-voucher-info':
      return { id: 'giftVoucherInfo', values: {} };
    case 'mystery-travel': {
      const id = param('package');
      if (!id) return { id: 'mysteryTravelInfo', values: {} };
      return { id: 'mysteryTravel', values: { package: byId(mysteryPackages, id)?.title ?? id } };
    }
    case 'mystery-travel-info':
      return { id: 'mysteryTravelInfo', values: {} };
    case 'event-planning': {
      const id = param('type');
      if (!id) return { id: 'eventPlanningConsultation', values: {} };
      return { id: 'eventPlanning', values: { event: byId(eventTypes, id)?.title ?? id } };
    }
    case 'event-planning-consultation':
      return { id: 'eventPlanningConsultation', values: {} };
    case 'language-assistance': {
      const id = param('language');
      if (!id) return { id: 'languageAssistanceInfo', values: {} };
      return {
        id: 'languageAssistance',
        values: { language: byId(languagePacks, id)?.language ?? id },
      };
    }
    case 'language-bundle': {
      const id = param('package');
      if (!id) return { id: 'languageAssistanceInfo', values: {} };
      return { id: 'languageBundle', values: { bundle: byId(languageBundles, id)?.title ?? id } };
    }
    case 'language-assistance-info':
      return { id: 'languageAssistanceInfo', values: {} };
    case 'experiential-travel': {
      const id = param('type');
      if (!id) return { id: 'customExperientialTravel', values: {} };
      return {
        id: 'experientialTravel',
        values: { experience: byId(experienceTypes, id)?.title ?? id },
      };
    }
    case 'featured-experience': {
      const id = param('experience');
      if (!id) return { id: 'customExperientialTravel', values: {} };
      return {
        id: 'featuredExperience',
        values: { experience: byId(featuredExperiences, id)?.title ?? id },
      };
    }
    case 'custom-experiential-travel':
      return { id: 'customExperientialTravel', values: {} };
    case 'quiz-consultation': {
      const recommendation = param('recommendation');
      if (!recommendation) return { id: 'quizConsultationGeneral', values: {} };
      return { id: 'quizConsultation', values: { recommendation } };
    }
    case 'experiential-consultation':
      return { id: 'experientialConsultation', values: {} };
  }
}

/**
 * What the page shows and prefills for a request: one summary per thing asked about (service,
 * destination) and the opening sentence of the message.
 */
export function contextTexts(request: ContactRequest): {
  summaries: ContextText[];
  message?: ContextText;
} {
  const summaries: ContextText[] = [];
  if (request.context) summaries.push(serviceText(request.context));
  if (request.destination) {
    summaries.push({ id: 'destination', values: { destination: request.destination } });
  }
  return { summaries, message: summaries[0] };
}

/**
 * The hidden fields (name, value) that carry `request` in the /contact form posted without
 * JavaScript (see `CONTEXT_FIELD_PREFIX`); `ContactMessageFormSchema` reads them back.
 */
export function contextFormFields(request: ContactRequest): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = [];
  const { context } = request;
  if (context) {
    fields.push([`${CONTEXT_FIELD_PREFIX}service`, context.service]);
    for (const param of SERVICE_CONTEXT_PARAMS) {
      const value = context[param];
      if (value) fields.push([`${CONTEXT_FIELD_PREFIX}${param}`, value]);
    }
  }
  if (request.destination) fields.push([CONTEXT_DESTINATION_FIELD, request.destination]);
  return fields;
}
