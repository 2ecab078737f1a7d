import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from './english.ts';
import { LANGUAGES } from './languages.ts';
import { ENGLISH_ONLY_NAMESPACES, NAMESPACES } from './namespaces.ts';
import { placeName } from './places.ts';
import { loadResources } from './resources.ts';

/** One term of a language's glossary (src/glossary/<code>.json). */
interface Term {
  /** The English term, as the English dictionaries write it. */
  en: string;
  /** How to find it in English when a plain match is not enough (plurals): a regex. */
  enMatch?: string;
  /** Its one translation. */
  translation: string;
  /** How to find the translation in the language's strings (its inflected forms): a regex. */
  match?: string;
  /** Renderings the language has used for it and dropped: none may come back. */
  avoid?: string[];
  note: string;
}

interface Glossary {
  language: string;
  /** The form of address and tone every string of the language holds to. */
  register: string;
  /** Forms the register excludes (`tú`, `あなた`, the soft `~해요` ending): regexes. */
  registerAvoid?: string[];
  /** Keys in the visitor's own voice or in quoted prose (`namespace:key.` prefixes). */
  registerExempt?: string[];
  terms: Term[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const glossaryOf = (code: string): Glossary =>
  JSON.parse(readFileSync(new URL(`./glossary/${code}.json`, import.meta.url), 'utf8')) as Glossary;

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** A dropped rendering as a whole word where its script has words (`Abgesichert`, not inside `Insolvenzabgesichert`). */
const avoiding = (text: string) =>
  new RegExp(`(?<!\\p{Script=Latin})${escape(text)}(?!\\p{Script=Latin})`, 'iu');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const namespaces = NAMESPACES.filter(
  (namespace) => !(ENGLISH_ONLY_NAMESPACES as readonly string[]).includes(namespace),
);
const otherLanguages = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe.each(otherLanguages)('the %s glossary', (code) => {
  const glossary = glossaryOf(code);

  it('names its language, its register and the terms every language keeps', () => {
    expect(glossary.language).toBe(code);
    expect(glossary.register.length).toBeGreaterThan(20);
    expect(glossary.terms.map((term) => term.en)).toEqual(glossaryOf('de').terms.map((t) => t.en));
  });

  it('places the office city in the script the dictionaries insert (`{{city, place}}`)', () => {
    const city = glossary.terms.find((term) => term.en === 'Minneapolis');
    expect(city?.translation).toBe(placeName(code, 'Minneapolis'));
  });

  it.each(glossary.terms.map((term) => [term.en, term] as const))(
    'renders “%s” one way wherever English uses it',
    async (_, term) => {
      const english = new RegExp(term.enMatch ?? `\\b${escape(term.en)}\\b`, 'i');
      const translated = new RegExp(term.match ?? escape(term.translation), 'iu');
      const resources = await loadResources(code);
      const other: string[] = [];
      for (const namespace of namespaces) {
        const strings = new Map(entries(resources[namespace]));
        for (const [key, text] of entries(en[namespace])) {
          if (!english.test(text)) continue;
          // A plural key's forms differ by language: any form of the family carries the term.
          const forms = PLURAL_SUFFIX.test(key)
            ? [...strings].filter(
                ([k]) => k.replace(PLURAL_SUFFIX, '') === key.replace(PLURAL_SUFFIX, ''),
              )
            : [[key, strings.get(key) ?? ''] as const];
          if (!forms.some(([, value]) => translated.test(value)))
            other.push(`${namespace}:${key}: ${forms.map(([, value]) => value).join(' / ')}`);
        }
      }
      expect(other, `“${term.en}” is “${term.translation}” in ${code}`).toEqual([]);
    },
  );

  it('leaves no dropped rendering of a term in any string', async () => {
    const resources = await loadResources(code);
    const found: string[] = [];
    for (const term of glossary.terms)
      for (const avoided of term.avoid ?? [])
        for (const namespace of namespaces)
          for (const [key, text] of entries(resources[namespace]))
            if (avoiding(avoided).test(text))
              found.push(`${namespace}:${key}: “${avoided}” (say “${term.translation}”)`);
    expect(found).toEqual([]);
  });

  it.runIf(Boolean(glossary.registerAvoid))('holds every string to its register', async () => {
    const resources = await loadResources(code);
    const avoid = (glossary.registerAvoid ?? []).map((pattern) => new RegExp(pattern, 'iu'));
    const exempt = glossary.registerExempt ?? [];
    const found: string[] = [];
    for (const namespace of namespaces)
      for (const [key, text] of entries(resources[namespace])) {
        const id = `${namespace}:${key}`;
        if (exempt.some((prefix) => id.startsWith(prefix))) continue;
        const match = avoid.map((pattern) => pattern.exec(text)).find(Boolean);
        if (match) found.push(`${id}: “${match[0]}” in “${text.slice(0, 80)}”`);
      }
    expect(found, glossary.register).toEqual([]);
  });
});
