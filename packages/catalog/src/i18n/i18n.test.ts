import { describe, expect, it } from 'vitest';
import {
  checkBlogTranslations,
  compareBlogTranslation,
  loadBlogPost,
  loadBlogPostFor,
  loadBlogPosts,
  loadBlogPostsFor,
} from '../blog/index.ts';
import { destinations } from '../data/destinations.ts';
import { compareText, failures, formatIssue, numbersOf, type TranslationIssue } from './check.ts';
import { checkAllLanguages, readTextFile } from './files.ts';
import { localize, localizeWith } from './localized.ts';
import {
  CATALOG_TEXT,
  CATALOG_TEXT_FILES,
  type ListTextSpec,
  type NestedTextSpec,
} from './spec.ts';

type Json = Record<string, Record<string, Record<string, unknown>>>;

/** A fresh, editable copy of an English file. */
const english = (file: (typeof CATALOG_TEXT_FILES)[number]) =>
  structuredClone(readTextFile('en', file)) as Json;

const messages = (issues: readonly TranslationIssue[]) => issues.map(formatIssue);

describe('the translations in the repository', () => {
  it('have no errors against English (missing text falls back and is not an error)', () => {
    const errors = [
      ...[...checkAllLanguages().values()].flat(),
      ...[...checkBlogTranslations().values()].flat(),
    ].filter((issue) => issue.severity === 'error');
    expect(messages(errors)).toEqual([]);
  });

  it('English holds exactly the text fields of the spec, for every entry', () => {
    const fieldsOf = (spec: NestedTextSpec) =>
      [...spec.fields, ...Object.keys(spec.nested ?? {})].sort();
    const problems: string[] = [];
    const checkEntry = (where: string, entry: Record<string, unknown>, spec: NestedTextSpec) => {
      const have = Object.keys(entry).sort().join(', ');
      if (have !== fieldsOf(spec).join(', ')) problems.push(`${where}: ${have}`);
      for (const [field, sub] of Object.entries(spec.nested ?? {}))
        (entry[field] as Record<string, unknown>[]).forEach((item, index) =>
          checkEntry(`${where}.${field}.${index}`, item, sub),
        );
    };
    for (const file of CATALOG_TEXT_FILES) {
      const text = readTextFile('en', file) as Json;
      const lists = CATALOG_TEXT[file] as Record<string, ListTextSpec>;
      expect(Object.keys(text).sort()).toEqual(Object.keys(lists).sort());
      for (const [list, spec] of Object.entries(lists)) {
        if (spec.key === null) checkEntry(`${file}/${list}`, text[list]!, spec);
        else
          for (const [key, entry] of Object.entries(text[list]!))
            checkEntry(`${file}/${list}."${key}"`, entry as Record<string, unknown>, spec);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('compareText', () => {
  const check = (
    translation: unknown,
    file: (typeof CATALOG_TEXT_FILES)[number] = 'destinations',
  ) => compareText(file, `es/${file}.json`, readTextFile('en', file), translation);

  it('accepts English against itself', () => {
    expect(check(english('destinations'))).toEqual([]);
  });

  it('reports a missing entry by file and entry, failing under --strict only', () => {
    const text = english('destinations');
    delete text['destinations']!['kenya-safari-masai-mara'];
    const issues = check(text);
    expect(messages(issues)).toEqual([
      'es/destinations.json: destinations."kenya-safari-masai-mara": not translated yet (English is shown)',
    ]);
    expect(failures(issues)).toEqual([]);
    expect(messages(failures(issues, { strict: true }))).toHaveLength(1);
  });

  it('reports a missing field by file, entry and field', () => {
    const text = english('destinations');
    delete text['destinations']!['kenya-safari-masai-mara']!['bestTime'];
    expect(messages(check(text))).toEqual([
      'es/destinations.json: destinations."kenya-safari-masai-mara".bestTime: not translated yet (English is shown)',
    ]);
  });

  it('fails on an extra entry', () => {
    const text = english('destinations');
    text['destinations']!['atlantis-weekend'] = { name: 'Atlántida' };
    expect(messages(failures(check(text)))).toEqual([
      'es/destinations.json: destinations."atlantis-weekend": extra entry (English has no slug "atlantis-weekend")',
    ]);
  });

  it('fails on a changed slug (an extra entry, and the original missing)', () => {
    const text = english('destinations');
    const list = text['destinations']!;
    list['santorini-luna-de-miel-grecia'] = list['santorini-honeymoon-greece']!;
    delete list['santorini-honeymoon-greece'];
    const issues = check(text);
    expect(messages(failures(issues))).toEqual([
      'es/destinations.json: destinations."santorini-luna-de-miel-grecia": extra entry (English has no slug "santorini-luna-de-miel-grecia")',
    ]);
    expect(messages(issues)).toContain(
      'es/destinations.json: destinations."santorini-honeymoon-greece": not translated yet (English is shown)',
    );
  });

  it('fails on a price added as a field: prices are not text', () => {
    const text = english('destinations');
    text['destinations']!['kenya-safari-masai-mara']!['priceFromUsd'] = 4600;
    expect(messages(failures(check(text)))).toEqual([
      'es/destinations.json: destinations."kenya-safari-masai-mara".priceFromUsd: extra field (English has no text field priceFromUsd)',
    ]);
  });

  it('fails on a price changed inside the text', () => {
    const text = english('faq');
    const planning = text['categories']!['planning']!;
    const faqs = planning['faqs'] as { answer: string }[];
    const index = faqs.findIndex((faq) => faq.answer.includes('$2,000'));
    expect(index).toBeGreaterThanOrEqual(0);
    faqs[index]!.answer = faqs[index]!.answer.replace('$2,000', '$2,500');
    expect(messages(failures(check(text, 'faq')))).toEqual([
      `es/faq.json: categories."planning".faqs.${index}.answer: English writes 2000, the translation does not`,
    ]);
  });

  it('fails on a list of another length', () => {
    const text = english('destinations');
    (text['destinations']!['kenya-safari-masai-mara']!['highlights'] as string[]).pop();
    expect(messages(failures(check(text)))).toEqual([
      'es/destinations.json: destinations."kenya-safari-masai-mara".highlights: 3 items, English has 4',
    ]);
  });

  it('fails on a lost placeholder and on an empty text', () => {
    const text = english('services');
    const consultation = text['services']!['consultation']!;
    consultation['description'] = String(consultation['description']).replace(
      '{{city}}',
      'Minneapolis',
    );
    consultation['title'] = '';
    expect(messages(failures(check(text, 'services')))).toEqual([
      'es/services.json: services."consultation".title: is empty (leave the field out to show English)',
      'es/services.json: services."consultation".description: placeholders must be those of English: {{city}}, found {{—}}',
    ]);
  });

  it('reads numbers whatever the digits and separators', () => {
    expect(numbersOf('$4,500 y 4.500 € y ٤٥٠٠ y １５００, 24,99')).toEqual([
      '4500',
      '4500',
      '4500',
      '1500',
      '2499',
    ]);
    expect(numbersOf('4, 6 u 8')).toEqual(['4', '6', '8']);
  });
});

describe('localize', () => {
  it('returns English unmarked for en', () => {
    const [first] = localize('destinations', 'en');
    expect(first).toMatchObject({ name: destinations[0]!.name, lang: 'en', fallback: false });
  });

  it('falls back to English per entry and per field, and says so', () => {
    const slug = destinations[0]!.slug;
    const list = localizeWith('destinations', 'es', {
      destinations: { [slug]: { name: 'Safari en el Masái Mara' } },
    });
    const [translated, untranslated] = list;
    expect(translated).toMatchObject({
      slug,
      name: 'Safari en el Masái Mara',
      lang: 'es',
      fallback: true,
      priceFromUsd: destinations[0]!.priceFromUsd,
    });
    expect(translated!.englishFields).toContain('bestTime');
    expect(translated!.englishFields).toContain('itinerary');
    expect(untranslated).toMatchObject({
      name: destinations[1]!.name,
      lang: 'en',
      fallback: true,
    });
  });

  it('fills {{hours}} in the language of the translation', () => {
    const answer = localize('faqCategories', 'es')[0]!.faqs[0]!.answer;
    expect(answer).toMatch(/lunes/);
    expect(answer).not.toMatch(/Monday|\{\{/);
  });

  it('keeps ids, prices and numbers of English in every language', () => {
    for (const destination of localize('destinations', 'es')) {
      const source = destinations.find((entry) => entry.slug === destination.slug)!;
      expect([destination.id, destination.priceFromUsd, destination.durationDays]).toEqual([
        source.id,
        source.priceFromUsd,
        source.durationDays,
      ]);
      expect(destination.itinerary.map((stop) => stop.firstDay)).toEqual(
        source.itinerary.map((stop) => stop.firstDay),
      );
    }
  });
});

describe('blog translations', () => {
  const slug = 'stress-free-family-travel-planning';

  it('lists per language only the articles written in it', () => {
    expect(loadBlogPostsFor('en')).toHaveLength(loadBlogPosts().length);
    expect(loadBlogPostsFor('es').map((post) => [post.slug, post.lang])).toEqual([[slug, 'es']]);
    expect(loadBlogPostsFor('fr').map((post) => post.slug)).toEqual([slug]);
    expect(loadBlogPostsFor('de')).toEqual([]);
    expect(loadBlogPostFor(slug, 'de')).toBeUndefined();
    expect(loadBlogPosts().map((post) => post.slug)).not.toContain(`${slug}.es`);
  });

  it('keeps the date, slug, tags and pictures of English', () => {
    const english = loadBlogPost(slug)!;
    const spanish = loadBlogPostFor(slug, 'es')!;
    expect(spanish.title).not.toBe(english.title);
    for (const field of ['id', 'slug', 'date', 'tags', 'scene', 'category'] as const)
      expect(spanish[field]).toEqual(english[field]);
  });

  it('fails a translation with another date, slug, tags or headings, naming file and field', () => {
    const english = loadBlogPost(slug)!;
    const spanish = loadBlogPostFor(slug, 'es')!;
    const file = `${slug}.es.md`;
    const broken = {
      ...spanish,
      date: '2025-02-01',
      slug: 'viajar-en-familia',
      tags: ['familia', ...spanish.tags.slice(1)],
      body: spanish.body.replace(/^## .*$/m, 'Un párrafo sin título'),
    };
    expect(messages(compareBlogTranslation(english, broken, file))).toEqual([
      `${file}: slug: must stay as in English: "${slug}"`,
      `${file}: date: must stay as in English: "2025-01-07"`,
      `${file}: tags: must stay as in English: ${JSON.stringify(english.tags)}`,
      `${file}: body: must have the headings of English, at the same levels and in the same order`,
    ]);
  });
});
