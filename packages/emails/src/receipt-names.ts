/**
 * What a receipt names, in the receipt's language: the destination, the service and the trip the
 * quiz recommended, looked up in the catalog by what identifies them (a slug, an id, the
 * catalog's own English name) and written as the catalog's translation has them
 * (`@travel/catalog/i18n/bundled`: the text travels inside the API's bundle). Anything that is
 * not in the catalog gives nothing: a receipt never repeats what a stranger typed.
 */
import { destinations, fallbackRecommendation, quizRecommendations } from '@travel/catalog';
import { localizeBundled, type BundledKind } from '@travel/catalog/i18n/bundled';
import type { LanguageCode } from '@travel/i18n';

const folded = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';

/** The English destination a value names (its name or its slug, any case), if any. */
function destinationOf(value: string | null | undefined) {
  const wanted = folded(value);
  if (!wanted) return undefined;
  return destinations.find(
    (destination) =>
      destination.name.toLowerCase() === wanted || destination.slug.toLowerCase() === wanted,
  );
}

/**
 * A destination of the catalog, posted as one of its names or its slug, by its name in
 * `language` (`Kenia-Safari in der Masai Mara`); undefined for anything else.
 */
export async function receiptDestination(
  value: string | null | undefined,
  language: LanguageCode,
): Promise<string | undefined> {
  const destination = destinationOf(value);
  if (!destination) return undefined;
  const localized = await localizeBundled('destinations', language);
  return localized.find((entry) => entry.slug === destination.slug)?.name ?? destination.name;
}

/**
 * The trip the quiz recommended, in `language`: a destination by its slug (or name), or one of
 * the quiz's named trips (and its fallback) by the catalog's English name the lead stored.
 */
export async function receiptRecommendation(
  recommendation: { name: string; slug?: string | null } | string | null | undefined,
  language: LanguageCode,
): Promise<string | undefined> {
  if (!recommendation) return undefined;
  const { name, slug } =
    typeof recommendation === 'string' ? { name: recommendation, slug: null } : recommendation;
  const destination = await receiptDestination(slug ?? name, language);
  if (destination) return destination;
  const wanted = folded(name);
  const named = quizRecommendations.find((entry) => folded(entry.destination) === wanted);
  if (named) {
    const localized = await localizeBundled('quizRecommendations', language);
    return localized.find((entry) => entry.key === named.key)?.destination ?? named.destination;
  }
  if (folded(fallbackRecommendation.destination) === wanted) {
    const [localized] = await localizeBundled('fallbackRecommendation', language);
    return localized?.destination ?? fallbackRecommendation.destination;
  }
  return undefined;
}

/** The /contact service context a lead came with (`@travel/schemas`' `ServiceContext`). */
export interface ReceiptServiceContext {
  service: string;
  type?: string | undefined;
  package?: string | undefined;
  language?: string | undefined;
  experience?: string | undefined;
}

/** Where each service's chosen item is in the catalog: the list and the parameter holding its id. */
const SERVICE_ITEMS: Readonly<
  Record<
    string,
    readonly [BundledKind, keyof Omit<ReceiptServiceContext, 'service'>, 'title' | 'language']
  >
> = {
  'gift-voucher': ['giftVouchers', 'type', 'title'],
  'mystery-travel': ['mysteryPackages', 'package', 'title'],
  'event-planning': ['eventTypes', 'type', 'title'],
  'language-assistance': ['languagePacks', 'language', 'language'],
  'language-bundle': ['languageBundles', 'package', 'title'],
  'experiential-travel': ['experienceTypes', 'type', 'title'],
  'featured-experience': ['featuredExperiences', 'experience', 'title'],
};

/**
 * The catalog item a /contact request is about (the voucher, the mystery package, the event,
 * the language pack or bundle, the experience) by its title in `language`; undefined when the
 * service names none or the id is not the catalog's.
 */
export async function receiptService(
  context: ReceiptServiceContext | null | undefined,
  language: LanguageCode,
): Promise<string | undefined> {
  const item = context ? SERVICE_ITEMS[context.service] : undefined;
  if (!context || !item) return undefined;
  const [kind, param, field] = item;
  const id = context[param];
  if (!id) return undefined;
  const entries = (await localizeBundled(kind, language)) as readonly {
    id: string;
    title?: string;
    language?: string;
  }[];
  return entries.find((entry) => entry.id === id)?.[field];
}
