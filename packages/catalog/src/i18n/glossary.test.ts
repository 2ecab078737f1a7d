import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTextFile } from './files.ts';
import { CATALOG_LANGUAGES, CATALOG_TEXT_FILES, SOURCE_LANGUAGE } from './spec.ts';

/**
 * The catalog's translations keep the interface's glossary (`@travel/i18n`'s
 * `src/glossary/<code>.json`): a label (a credential's `name`, a claim's `title`, a stat's
 * `label`) that is an English term ("Bonded & Insured", "Countries planned") reads as the
 * glossary's one translation, as the home page's and the about page's labels do; and no rendering
 * the glossary dropped (`avoid`) comes back anywhere, prose included (prose may inflect a term or
 * say it in a sentence of its own). The interface's dictionaries are held to the same glossary by
 * @travel/i18n's own test.
 */

/** The fields that hold a label rather than prose. */
const LABEL = /(^|\.)(name|title|label)$/;

interface Term {
  en: string;
  enMatch?: string;
  translation: string;
  match?: string;
  avoid?: string[];
}

interface Glossary {
  register: string;
  registerAvoid?: string[];
  terms: Term[];
}

const glossaryOf = (code: string): Glossary =>
  JSON.parse(
    readFileSync(new URL(`../../../i18n/src/glossary/${code}.json`, import.meta.url), 'utf8'),
  ) as Glossary;

/** Files in the travellers' own voice (their reviews, quoted): their words, their register. */
const OWN_VOICE = new Set(['testimonials', 'reviews']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const avoiding = (text: string) =>
  new RegExp(`(?<!\\p{Script=Latin})${escape(text)}(?!\\p{Script=Latin})`, 'iu');

/** Every text of a file with its path, English and translation side by side. */
function pairs(english: unknown, translated: unknown, path = ''): [string, string, string][] {
  if (typeof english === 'string')
    return typeof translated === 'string' ? [[path, english, translated]] : [];
  if (typeof english !== 'object' || english === null) return [];
  if (typeof translated !== 'object' || translated === null) return [];
  return Object.entries(english).flatMap(([key, child]) =>
    pairs(child, (translated as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
  );
}

const languages = CATALOG_LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE);

describe.each(languages)('the %s catalog text keeps the interface glossary', (code) => {
  const glossary = glossaryOf(code);
  const { terms } = glossary;
  const texts = CATALOG_TEXT_FILES.flatMap((file) =>
    pairs(readTextFile(SOURCE_LANGUAGE, file), readTextFile(code, file)).map(
      ([path, english, text]) => ({
        where: `${code}/${file}.json: ${path}`,
        english,
        text,
        ownVoice: OWN_VOICE.has(file),
      }),
    ),
  );

  it('reads some text', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(terms.map((term) => [term.en, term] as const))(
    'labels “%s” the glossary’s way',
    (_, term) => {
      const english = new RegExp(term.enMatch ?? `\\b${escape(term.en)}\\b`, 'i');
      const translated = new RegExp(term.match ?? escape(term.translation), 'iu');
      const other = texts
        .filter(({ where }) => LABEL.test(where))
        .filter(({ english: text }) => english.test(text))
        .filter(({ text }) => !translated.test(text))
        .map(({ where, text }) => `${where}: ${text.slice(0, 100)}`);
      expect(other, `“${term.en}” is “${term.translation}” in ${code}`).toEqual([]);
    },
  );

  it('uses no rendering the glossary dropped', () => {
    const found = terms.flatMap((term) =>
      (term.avoid ?? []).flatMap((avoided) =>
        texts
          .filter(({ text }) => avoiding(avoided).test(text))
          .map(({ where }) => `${where}: “${avoided}” (say “${term.translation}”)`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.runIf(Boolean(glossary.registerAvoid))('holds to the interface’s register', () => {
    const avoid = (glossary.registerAvoid ?? []).map((pattern) => new RegExp(pattern, 'iu'));
    const found = texts
      .filter(({ ownVoice }) => !ownVoice)
      .flatMap(({ where, text }) => {
        const match = avoid.map((pattern) => pattern.exec(text)).find(Boolean);
        return match ? [`${where}: “${match[0]}” in “${text.slice(0, 80)}”`] : [];
      });
    expect(found, glossary.register).toEqual([]);
  });
});
