import { currentSiteConfig } from '@travel/catalog';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';

/**
 * Interface strings a page in another language still shows in English.
 *
 * Reads the prerendered HTML of a page in English and in another language, collects the text
 * people read or hear — text nodes (`<noscript>` included) and the `alt`, `title`, `aria-label`
 * and `placeholder` attributes — and names each text of the other language's page that is also
 * a text of the English page. Not counted: text inside an element whose `lang` is not the
 * page's (catalog prose, English only, is marked `lang="en"`; the language menu names each
 * language in itself), text without a letter (figures, prices, symbols), and the few strings
 * below that read the same in a language.
 */

const { office } = currentSiteConfig;

/** Strings the same in every language: names of the agency, its address and of platforms. */
const EVERYWHERE = [
  currentSiteConfig.brand,
  currentSiteConfig.email,
  office.street,
  `${office.city}, ${office.region} ${office.postalCode}`,
  `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`,
  // Social networks and card brands are spelled as their owners spell them.
  'Instagram',
  'TikTok',
  'Facebook',
  'YouTube',
  'Pinterest',
  'Twitter',
  'LinkedIn',
  'WhatsApp',
  'Visa',
  'Mastercard',
  'American Express',
  'Discover',
  // The blog's name in the navigation: a loanword in the Latin-script languages.
  'Blog',
];

/**
 * Catalog text (issue 27) that reads the same as English in a translation, and rightly so: names
 * of places as every language listed writes them (the translators kept them where the language
 * has no form of its own), names of brands and programs, and travelers' home towns. Anything else
 * of the catalog equal to English in another language fails the gate: it is text not translated.
 */
const CATALOG_NAMES = [
  // Places, as the languages that keep them write them.
  'Masai Mara, Kenya',
  'Torres del Paine, Chile',
  'Quetzaltenango, Guatemala',
  'Puerto Natales',
  'Santiago',
  'Patagonia',
  'Peru',
  'Indonesia',
  'Japan',
  'France',
  'Florence',
  'Tokyo',
  'Kyoto',
  'Osaka',
  'Nara',
  'Hakone',
  'Siena',
  'Montalcino',
  'Val d’Orcia',
  'Chianti Classico',
  'Arizona, Florida, Costa Rica',
  // Where the travelers quoted live (a testimonial's location: a US town and state).
  'Minneapolis, MN',
  'St. Paul, MN',
  'Edina, MN',
  'Maple Grove, MN',
  'Rochester, MN',
  'Eau Claire, WI',
  // Apps and services, as their makers name them in every market.
  'Google Translate',
  'Organic Maps',
  'TripIt',
  'Uber',
  'Xe Currency',
  // The US State Department's program, named as it is (the tip explains it around the name).
  'Smart Traveler',
  'Enrollment',
  'Smart Traveler Enrollment',
  // The term the phone makers use in Chinese and Korean too.
  'eSIM',
  // The cruise lines' association's title for its agencies, kept as CLIA awards it.
  'CLIA Premier Agency',
];

/**
 * Words a language writes as English does, so its dictionary rightly repeats them: each listed
 * where the gate met it, and each a translation a native reader would choose.
 */
const SAME_IN: Readonly<Record<string, readonly string[]>> = {
  de: [
    'Tools',
    'Sitemap',
    'Highlights',
    'Budget',
    'Navigation',
    'Economy',
    'Business',
    'Premium Economy',
    'First Class',
    'Standard',
    'Halal',
    'Vegan',
    'Reel',
    'Video',
    'Safari',
    'Shop',
    'Messaging',
  ],
  es: [
    'Legal',
    'Safari',
    'Cultural',
    'Asia',
    'Kosher',
    'Ideas',
    'Popular',
    'Business',
    'Halal',
    'Reel',
  ],
  fr: [
    'Services',
    'Destinations',
    'Destination',
    'Contact',
    'FAQ',
    'Safari',
    'Europe',
    'Communication',
    'Culture',
    'Continent',
    '4 questions',
    '5 questions',
    'Budget',
    'Navigation',
    'Standard',
    'Halal',
    'Reel',
  ],
  it: [
    'Home',
    'Email',
    'Safari',
    'Asia',
    'Africa',
    'Kosher',
    'Premium Economy',
    'Budget',
    'Economy',
    'Business',
    'Standard',
    'Halal',
    'Reel',
    'Video',
  ],
  pt: ['Tags', 'E-mail:', 'Safari', 'Cultural', 'Kosher', 'Business', 'Halal', 'Reel'],
};

/** Catalog words a language rightly keeps in English (issue 27). */
const CATALOG_SAME_IN: Readonly<Record<string, readonly string[]>> = {
  // The French article on family travel says « spring break », as French speakers do.
  fr: ['Spring break'],
};

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
const ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;
const LETTER = /\p{L}/u;
/** A person's initials on an avatar (`SM`), drawn from a name: not words of any language. */
const INITIALS = /^\p{Lu}{1,2}$/u;
/** A figure in compact notation (`31K`, `25K+`), as some languages write it. */
const COMPACT = /^[\d.,]+[KMB]\+?$/;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The readable strings of a document in its own language (`<html lang>`). */
export function readableStrings(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const language = document.documentElement.lang;
  const found: string[] = [];
  const add = (text: string | null) => {
    const value = normalize(text ?? '');
    if (value && LETTER.test(value) && !INITIALS.test(value) && !COMPACT.test(value))
      found.push(value);
  };
  const walk = (element: Element) => {
    if (SKIPPED.has(element.tagName)) return;
    const lang = element.getAttribute('lang');
    if (lang && lang !== language) return;
    if (element.tagName === 'NOSCRIPT') {
      // Parsed as text while scripting is on: read it as the markup it is.
      walk(JSDOM.fragment(`<div>${element.textContent ?? ''}</div>`).firstElementChild!);
      return;
    }
    for (const name of ATTRIBUTES) add(element.getAttribute(name));
    for (const child of element.childNodes) {
      if (child.nodeType === child.TEXT_NODE) add(child.textContent);
      else if (child.nodeType === child.ELEMENT_NODE) walk(child as Element);
    }
  };
  walk(document.body);
  return found;
}

/**
 * The strings of `localized` (in `language`) that are also strings of the English page
 * (`english`: its HTML, or its strings read once for all languages).
 */
export function untranslated(
  english: string | ReadonlySet<string>,
  localized: string,
  language: string,
): string[] {
  const source = typeof english === 'string' ? new Set(readableStrings(english)) : english;
  const allowed = new Set([
    ...EVERYWHERE,
    ...CATALOG_NAMES,
    ...(SAME_IN[language] ?? []),
    ...(CATALOG_SAME_IN[language] ?? []),
  ]);
  return [
    ...new Set(readableStrings(localized).filter((text) => source.has(text) && !allowed.has(text))),
  ];
}

export const readHtml = (file: string) => readFileSync(file, 'utf8');
