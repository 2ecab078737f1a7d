import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { ENGLISH_ONLY_NAMESPACES, NAMESPACES } from './namespaces.ts';
import { en } from './english.ts';
import { loadResources } from './resources.ts';
import { createI18n } from './create.ts';
import { addBundles, addEnglish, changeLanguage } from './setup.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const otherLanguages = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: `count_one` and `count_many` are both forms of `count`. */
const familyOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

function read(root: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s dictionaries', (namespace) => {
  const englishKeys = keysOf(en[namespace]).sort();
  const englishFamilies = [...new Set(englishKeys.map(familyOf))].sort();
  const pluralFamilies = new Set(
    englishKeys.filter((key) => PLURAL_SUFFIX.test(key)).map(familyOf),
  );

  // Every language reads completely: a missing string would fall back to English (never to its
  // key), but a visitor who chose a language should not meet English at all.
  it.each(otherLanguages)('%s translates every string, and nothing English lacks', async (code) => {
    const bundle = (await loadResources(code))[namespace] ?? {};
    const families = [...new Set(keysOf(bundle).map(familyOf))].sort();
    expect(families, `${code}/${namespace}.json`).toEqual(englishFamilies);
    for (const key of keysOf(bundle)) {
      expect(read(bundle, key), `${code}/${namespace}.json: ${key}`).not.toBe('');
    }
  });

  // i18next picks `_one`, `_few`, `_many` … by the language's own plural rules, so each
  // language needs exactly the forms its rules name (Arabic six, Japanese one).
  it.runIf(pluralFamilies.size > 0).each(otherLanguages)(
    '%s has the plural forms its language uses',
    async (code) => {
      const bundle = (await loadResources(code))[namespace] ?? {};
      const wanted = new Intl.PluralRules(code)
        .resolvedOptions()
        .pluralCategories.map(String)
        .sort();
      for (const family of pluralFamilies) {
        const forms = keysOf(bundle)
          .filter((key) => PLURAL_SUFFIX.test(key) && familyOf(key) === family)
          .map((key) => key.slice(family.length + 1))
          .sort();
        expect(forms, `${code}/${namespace}.json: ${family}`).toEqual(wanted);
      }
    },
  );

  // A count read in words takes the language's plural forms (`1 new message`, `رسالتان`), even
  // where the number stands in brackets: any `{{count}}` outside a plural key is an oversight.
  it.each(LANGUAGES.map((language) => language.code))(
    '%s writes every {{count}} in a plural key with the forms its language uses',
    async (code) => {
      const bundle = code === 'en' ? en[namespace] : (await loadResources(code))[namespace];
      const wanted = new Intl.PluralRules(code).resolvedOptions().pluralCategories.map(String);
      const keys = keysOf(bundle ?? {});
      for (const key of keys) {
        if (!/{{\s*count\s*[,}]/.test(String(read(bundle, key)))) continue;
        expect(PLURAL_SUFFIX.test(key), `${code}/${namespace}.json: ${key} is no plural key`).toBe(
          true,
        );
        const family = familyOf(key);
        for (const form of wanted)
          expect(keys, `${code}/${namespace}.json: ${family}_${form}`).toContain(
            `${family}_${form}`,
          );
      }
    },
  );

  it.each(otherLanguages)('%s keeps every {{placeholder}} of English', async (code) => {
    const bundle = (await loadResources(code))[namespace] ?? {};
    for (const key of keysOf(bundle)) {
      // A plural form is checked against English's `_other`, which names every placeholder.
      const englishKey = PLURAL_SUFFIX.test(key) ? `${familyOf(key)}_other` : key;
      const english = read(en[namespace], englishKey);
      if (english === undefined) continue;
      const expected = placeholders(english).filter(
        (name) => !(name === 'count' && PLURAL_SUFFIX.test(key)),
      );
      const actual = placeholders(read(bundle, key)).filter(
        (name) => !(name === 'count' && PLURAL_SUFFIX.test(key)),
      );
      expect(actual, `${code}/${namespace}.json: ${key}`).toEqual(expected);
    }
  });
});

// The agency's own pages (the staff inbox) are in English only: exempt from the every-language
// test above, and kept out of every language's chunk, so no public page downloads them.
describe.each(ENGLISH_ONLY_NAMESPACES)('the English-only %s dictionary', (namespace) => {
  it('is not one of the translated namespaces', () => {
    expect(NAMESPACES).not.toContain(namespace);
  });

  it.each(LANGUAGES.map((language) => language.code))(
    'is in no chunk a language switch loads (%s)',
    async (code) => {
      expect(Object.keys(await loadResources(code))).not.toContain(namespace);
    },
  );

  it('is complete in English: every string written', () => {
    const keys = keysOf(en[namespace]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(read(en[namespace], key), key).not.toBe('');
  });

  it('reaches a page that registers it, and only then', () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en', namespace)).toBe(false);
    addEnglish(i18n, { [namespace]: en[namespace] });
    expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
  });
});

/** The office's city in each language: dictionaries take it from the site configuration. */
const CITY_NAMES = ['Minneapolis', '明尼阿波利斯', 'ミネアポリス', '미니애폴리스', 'مينيابوليس'];
/** Strings about the drawn map of downtown Minneapolis and an example input, not the office. */
const CITY_EXEMPT = [
  'contact:map.intro',
  'contact:map.label',
  'flight:form.departureCityPlaceholder',
];

describe.each(LANGUAGES.map((language) => language.code))('the %s dictionaries', (code) => {
  it('name the office city and the brand through {{city}} and {{brand}}, never typed in', async () => {
    const resources = code === 'en' ? en : await loadResources(code);
    for (const namespace of NAMESPACES) {
      const bundle = (resources as Record<string, unknown>)[namespace] ?? {};
      for (const key of keysOf(bundle)) {
        const text = String(read(bundle, key));
        const typed = CITY_NAMES.some((name) => text.includes(name)) || /Northstar/i.test(text);
        if (typed)
          expect(CITY_EXEMPT, `${code}/${namespace}.json: ${key}`).toContain(`${namespace}:${key}`);
      }
    }
  });
});

describe('createI18n / changeLanguage', () => {
  it('fills the variables it is given in every string, unless a call passes its own', () => {
    const i18n = createI18n(en, { brand: 'Harbor Lights Travel', city: 'Duluth' });
    expect(i18n.t('footer.tagline')).toBe(
      'Thoughtfully planned journeys from Duluth to the world.',
    );
    expect(i18n.t('copyright', { year: 2024 })).toBe(
      '© 2024 Harbor Lights Travel. All rights reserved.',
    );
    expect(i18n.t('copyright', { year: 2024, brand: 'Other' })).toBe(
      '© 2024 Other. All rights reserved.',
    );
  });

  it('starts in English and switches to a loaded language', async () => {
    const i18n = createI18n();
    expect(i18n.t('nav.bookFlight')).toBe('Book Flight');
    await changeLanguage(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.bookFlight')).toBe('Réserver un vol');
  });

  it('switches to every language and reads its own dictionary', async () => {
    for (const { code } of LANGUAGES) {
      const i18n = createI18n();
      await changeLanguage(i18n, code);
      expect(i18n.language).toBe(code);
      const resources = await loadResources(code);
      expect(i18n.t('nav.contact'), code).toBe(resources.common?.nav.contact);
    }
  });

  it('shows English, never the raw key, for a string a language lacks', async () => {
    const i18n = createI18n();
    // A language whose dictionary lacks a key: i18next falls back to English for that key.
    i18n.addResourceBundle('ko', 'common', { nav: { home: '홈' } });
    await i18n.changeLanguage('ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('nav.home')).toBe('홈');
    expect(i18n.t('nav.contact')).toBe('Contact');
  });

  it('bundles only common until a page adds its English namespace', () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
    addEnglish(i18n, { home: en.home });
    expect(i18n.t('home:hero.sceneTitle')).toBe(en.home.hero.sceneTitle);
    expect(createI18n(en).hasResourceBundle('en', 'legal')).toBe(true);
  });

  it('loads every namespace of the chosen language, English included', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'de');
    await changeLanguage(i18n, 'en');
    for (const namespace of NAMESPACES)
      expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(true);
    for (const namespace of NAMESPACES)
      expect(i18n.hasResourceBundle('de', namespace), namespace).toBe(true);
  });

  it('loads the whole of a language a page brought only in part', async () => {
    const i18n = createI18n();
    const german = await loadResources('de');
    addBundles(i18n, 'de', { common: german.common, legal: german.legal });
    expect(i18n.hasResourceBundle('de', 'faq')).toBe(false);
    await changeLanguage(i18n, 'de');
    for (const namespace of NAMESPACES)
      expect(i18n.hasResourceBundle('de', namespace), namespace).toBe(true);
    expect(i18n.t('faq:hero.title')).toBe(german.faq?.hero.title);
  });

  it('interpolates brand and year into the copyright line', () => {
    const i18n = createI18n();
    expect(i18n.t('copyright', { year: 2024, brand: 'Acme' })).toBe(
      '© 2024 Acme. All rights reserved.',
    );
  });
});

/**
 * A figure typed into a string instead of formatted (src/format.ts): a price, a grouped or
 * decimal number, a percentage, "1000+" or a compact count. Phone numbers are no figures.
 */
const TYPED_FIGURE =
  /\$\s?\d|\d\s?\$|US\$|\d\s?(?:ドル|달러|美元|دولار)|\d[,.\u00a0\u202f ]\d{3}(?!\d)|\d[.,]\d|\d{2,}\s?\+|\d\s?[%٪]|[%٪]\s?\d|\d\s?(?:ألف|万|천|만)/;
const PHONE = /\+\d[\d\s]+\d/g;
const PLACEHOLDER = /{{[^}]*}}/g;

/** Namespaces of running text (legal documents, e-mails, the staff inbox) quote figures as such. */
const PROSE_NAMESPACES = new Set(['legal', 'emails', 'staff']);

describe.each(NAMESPACES.filter((namespace) => !PROSE_NAMESPACES.has(namespace)))(
  'the %s dictionaries',
  (namespace) => {
    it.each(LANGUAGES.map((language) => language.code))(
      'in %s type no figure the language should format',
      async (code) => {
        const bundle = code === 'en' ? en[namespace] : (await loadResources(code))[namespace];
        const typed = keysOf(bundle ?? {}).filter((key) =>
          TYPED_FIGURE.test(String(read(bundle, key)).replace(PLACEHOLDER, '').replace(PHONE, '')),
        );
        expect(typed, `${code}/${namespace}.json: pass the figure to a formatter`).toEqual([]);
      },
    );
  },
);
