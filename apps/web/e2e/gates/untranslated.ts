import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Interface strings a page in another language still shows in English.
 *
 * Reads the prerendered HTML (what a visitor gets first, and what the page hydrates into) of a
 * page in English and in another language, collects the visible text of each — text nodes,
 * `<title>`, and the attributes people read or hear (`alt`, `title`, `aria-label`,
 * `placeholder`) — and names each text of the other language that is also a text of the
 * English page. Catalog prose that exists in English only is marked `lang="en"` and is not
 * counted; so are strings without a letter (figures, prices, symbols) and the few in
 * `IDENTICAL_EVERYWHERE`, which read the same in every language.
 */

/** Strings legitimately the same in every language: names and addresses, never sentences. */
export const IDENTICAL_EVERYWHERE: ReadonlySet<string> = new Set([
  // The agency's name and its sign-off.
  'Northstar Voyages',
  // Platforms and brands named as they are spelled.
  'Instagram',
  'TikTok',
  'Facebook',
  'YouTube',
  'Pinterest',
  'WhatsApp',
  'X',
]);

/** Elements whose text is not shown (or not text): their content is skipped. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'svg', 'SVG']);
const ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;
const LETTER = /\p{L}/u;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The readable strings of a document outside `lang="en"` blocks (the root's own lang aside). */
export function readableStrings(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const found: string[] = [];
  const add = (text: string | null) => {
    const value = normalize(text ?? '');
    if (value && LETTER.test(value)) found.push(value);
  };
  add(document.title);
  const walk = (element: Element) => {
    if (SKIPPED.has(element.tagName)) return;
    if (element !== document.documentElement && element.getAttribute('lang') === 'en') return;
    if (element.tagName === 'NOSCRIPT') {
      // Parsed as text when scripting is on: read it as the markup it is.
      walk(new JSDOM(`<body>${element.textContent ?? ''}</body>`).window.document.body);
      return;
    }
    for (const name of ATTRIBUTES) add(element.getAttribute(name));
    for (const child of element.childNodes) {
      if (child.nodeType === 3) add(child.textContent);
      else if (child.nodeType === 1) walk(child as Element);
    }
  };
  if (document.body) walk(document.body);
  return found;
}

/** The strings of `localized` that are also strings of `english`, allow-list aside. */
export function untranslated(english: string, localized: string): string[] {
  const source = new Set(readableStrings(english));
  return [
    ...new Set(
      readableStrings(localized).filter(
        (text) => source.has(text) && !IDENTICAL_EVERYWHERE.has(text),
      ),
    ),
  ];
}

export const readHtml = (file: string) => readFileSync(file, 'utf8');
export { join };
