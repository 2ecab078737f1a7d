import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { RESERVED_PATHS } from '@travel/schemas';
import { JSDOM } from 'jsdom';
import { buildRoot } from './pages.ts';

/**
 * Gate: every prerendered page in another language shows its figures the language's way and
 * each glossary term one way.
 *
 * Reads the HTML as the build wrote it (a DOM parser, no browser: some 400 documents in
 * seconds) and fails on
 * - a number formatted the English way in German, French, Spanish, Italian or Portuguese text
 *   (`1,234`, `4.7`, `$2,499`): figures go through @travel/i18n's helper (src/format.ts);
 * - a rendering of a glossary term that its language dropped (`avoid` in
 *   packages/i18n/src/glossary/<code>.json): the term would read two ways on the site.
 * Text inside an element marked with another language (`lang="en"` catalog prose) is not the
 * page's language and is not read.
 */

const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as const;

/** Languages that group with `.` or a space and write decimals with `,`. */
const DECIMAL_COMMA: readonly string[] = ['es', 'fr', 'de', 'it', 'pt'];

/** Figures written the English way, which read differently (or wrongly) in those languages. */
const ENGLISH_FIGURES: readonly [string, RegExp][] = [
  ['English thousands separator', /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![.,]?\d)/],
  ['English decimal point', /(?<![\d.,])\d+\.\d{1,2}(?![.]?\d)/],
  ['dollar sign before the figure', /\$\d/],
];

/**
 * Where the build keeps a language's pages: under `/<code>/` once the addresses carry the
 * language, under the build's language folder (`/__lang/<code>/`) before.
 */
export function languageRoot(code: string): string {
  const own = join(buildRoot, code);
  if (existsSync(join(own, 'index.html'))) return own;
  return join(buildRoot, RESERVED_PATHS.languagePagesDir, code);
}

/** The language's pages, as paths under its root (the staff inbox is English only). */
function pagesOf(code: string): string[] {
  return readdirSync(languageRoot(code), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .filter((name) => !name.split(sep).includes('staff'))
    .sort();
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
const ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;
const META = 'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * What a reader sees or hears of a document in its own language: its text and labels, and its
 * head (title, description) apart, where an English-only article's title stands unmarked.
 */
function readText(html: string): { head: string[]; body: string[] } {
  const { document } = new JSDOM(html).window;
  const language = document.documentElement.lang;
  const head: string[] = [document.title];
  for (const meta of document.querySelectorAll(META)) head.push(meta.getAttribute('content') ?? '');
  const found: string[] = [];
  const walk = (element: Element) => {
    if (SKIPPED.has(element.tagName)) return;
    const lang = element.getAttribute('lang');
    if (lang && lang !== language) return;
    if (element.tagName === 'NOSCRIPT') {
      walk(JSDOM.fragment(`<div>${element.textContent ?? ''}</div>`).firstElementChild!);
      return;
    }
    for (const name of ATTRIBUTES) found.push(element.getAttribute(name) ?? '');
    for (const child of element.childNodes) {
      if (child.nodeType === child.TEXT_NODE) found.push(child.textContent ?? '');
      else if (child.nodeType === child.ELEMENT_NODE) walk(child as Element);
    }
  };
  walk(document.body);
  const clean = (texts: string[]) =>
    texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return { head: clean(head), body: clean(found) };
}

interface GlossaryTerm {
  en: string;
  translation: string;
  avoid?: string[];
}

const glossaryOf = (code: string): GlossaryTerm[] =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../packages/i18n/src/glossary/${code}.json`, import.meta.url),
        'utf8',
      ),
    ) as { terms: GlossaryTerm[] }
  ).terms;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A postal address line (`Minneapolis, MN 55401`): written as the post office reads it. */
const POSTAL_LINE = /[\p{L} ]+, [A-Z]{2} \d{5}/gu;

/** A dropped rendering as a whole word where its script has words. */
const avoiding = (text: string) =>
  new RegExp(`(?<!\\p{Script=Latin})${escape(text)}(?!\\p{Script=Latin})`, 'iu');

for (const code of LANGUAGES) {
  test(`${code}: figures in the language's format, each glossary term one way`, () => {
    const pages = pagesOf(code);
    expect(pages.length, `pages under ${languageRoot(code)}`).toBeGreaterThan(30);
    const dropped = glossaryOf(code).flatMap((term) =>
      (term.avoid ?? []).map((text) => ({ term, pattern: avoiding(text), text })),
    );
    const problems: string[] = [];
    for (const page of pages) {
      const path = `/${page.split(sep).join('/')}`.replace(/index\.html$/, '');
      const { head, body } = readText(readFileSync(join(languageRoot(code), page), 'utf8'));
      for (const text of [...head, ...body]) {
        if (DECIMAL_COMMA.includes(code))
          for (const [name, pattern] of ENGLISH_FIGURES) {
            const match = pattern.exec(text);
            if (match) problems.push(`${path}: ${name} “${match[0]}” in “${text.slice(0, 120)}”`);
          }
      }
      for (const text of body) {
        for (const { term, pattern, text: avoided } of dropped)
          if (pattern.test(text.replace(POSTAL_LINE, '')))
            problems.push(
              `${path}: “${avoided}” for “${term.en}” (the glossary says “${term.translation}”)`,
            );
      }
    }
    expect(
      [...new Set(problems)],
      'format figures with @travel/i18n; keep to the glossary',
    ).toEqual([]);
  });
}
