/**
 * Checks a translation file against its English source: the same lists, entries (by id or slug),
 * fields, list lengths, `{{placeholders}}` and numbers. Pure: the files come in as values, so the
 * tests can hand it broken variants; `files.ts` reads them from `content/i18n/`.
 */
import { CATALOG_TEXT, type CatalogTextFile, type ListTextSpec } from './spec.ts';

/**
 * One finding. `error`: the translation would break a page or change what English promises (an
 * extra entry or field, a renamed key, a list of another length, a changed number); the build
 * fails. `missing`: text not translated yet; the page shows English there.
 */
export interface TranslationIssue {
  severity: 'error' | 'missing';
  /** `es/destinations.json` */
  file: string;
  /** `destinations."kenya-safari-masai-mara".highlights.2`; `''` for the whole file. */
  path: string;
  message: string;
}

/** `es/faq.json: categories."booking".faqs.1.answer: …` */
export function formatIssue(issue: TranslationIssue): string {
  return `${issue.file}: ${issue.path === '' ? '' : `${issue.path}: `}${issue.message}`;
}

/**
 * The issues that fail a check: errors always, and with `strict` (`i18n-status --strict`, for a
 * language that should be complete) missing text too.
 */
export function failures(
  issues: readonly TranslationIssue[],
  { strict = false }: { strict?: boolean } = {},
): TranslationIssue[] {
  return issues.filter((issue) => issue.severity === 'error' || strict);
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** The `{{placeholders}}` of a text, sorted. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

const DIGIT_OFFSETS = [0x0660, 0x06f0, 0xff10]; // Arabic-Indic, Persian, full-width digits

/**
 * The numbers written in digits in a text, as values: `1,500`, `1.500`, `1 500`, `١٥٠٠` and
 * `１５００` are all 1500, `24.99` and `24,99` both 2499 (only equality matters).
 */
export function numbersOf(text: string): string[] {
  let ascii = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const base = DIGIT_OFFSETS.find((offset) => code >= offset && code <= offset + 9);
    ascii += base === undefined ? char : String(code - base);
  }
  const pattern = /\d+(?:[.,\u00a0\u202f\u2009'’ ]\d{3})*(?:[.,]\d{1,2}(?!\d))?/g;
  return [...ascii.matchAll(pattern)].map((match) =>
    match[0].replace(/\D/g, '').replace(/^0+(?=\d)/, ''),
  );
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: Json) =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;

class Collector {
  readonly issues: TranslationIssue[] = [];
  readonly file: string;
  constructor(file: string) {
    this.file = file;
  }
  error(path: string, message: string) {
    this.issues.push({ severity: 'error', file: this.file, path, message });
  }
  missing(path: string, message = 'not translated yet (English is shown)') {
    this.issues.push({ severity: 'missing', file: this.file, path, message });
  }
}

function checkString(out: Collector, path: string, field: string, english: string, text: Json) {
  if (typeof text !== 'string') {
    out.error(path, `must be a text, like English, not ${describe(text)}`);
    return;
  }
  if (text.trim() === '') {
    out.error(path, 'is empty (leave the field out to show English)');
    return;
  }
  if (text !== text.trim()) out.error(path, 'must not start or end with spaces');
  const want = placeholdersOf(english).join(', ');
  const have = placeholdersOf(text).join(', ');
  if (want !== have)
    out.error(
      path,
      `placeholders must be those of English: {{${want || '—'}}}, found {{${have || '—'}}}`,
    );
  const numbers = numbersOf(text);
  for (const number of numbersOf(english)) {
    const at = numbers.indexOf(number);
    if (at === -1) out.error(path, `English writes ${number}, the translation does not`);
    else numbers.splice(at, 1);
  }
  if (field === 'question' && /\?$/.test(english) && !/[?？؟]$/.test(text))
    out.error(path, 'a question must end with a question mark');
}

function checkValue(out: Collector, path: string, field: string, english: Json, text: Json) {
  if (typeof english === 'string') {
    checkString(out, path, field, english, text);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(text)) {
      out.error(path, `must be a list, like English, not ${describe(text)}`);
      return;
    }
    if (text.length !== english.length) {
      out.error(path, `${text.length} items, English has ${english.length}`);
      return;
    }
    english.forEach((item: Json, index) => {
      const itemPath = `${path}.${index}`;
      if (isRecord(item)) checkObject(out, itemPath, item, text[index]);
      else checkValue(out, itemPath, field, item, text[index]);
    });
    return;
  }
  if (isRecord(english)) checkObject(out, path, english, text);
}

function checkObject(out: Collector, path: string, english: Record<string, Json>, text: Json) {
  if (!isRecord(text)) {
    out.error(path, `must be an object of fields, like English, not ${describe(text)}`);
    return;
  }
  for (const field of Object.keys(text)) {
    if (!(field in english))
      out.error(`${path}.${field}`, `extra field (English has no text field ${field})`);
  }
  for (const [field, value] of Object.entries(english)) {
    if (text[field] === undefined) out.missing(`${path}.${field}`);
    else checkValue(out, `${path}.${field}`, field, value, text[field]);
  }
}

/**
 * Every issue of `translation` (one parsed `<lang>/<file>.json`) against `english` (the parsed
 * `en/<file>.json`). `fileLabel` names it in the messages (`es/destinations.json`).
 */
export function compareText(
  file: CatalogTextFile,
  fileLabel: string,
  english: Json,
  translation: Json,
): TranslationIssue[] {
  const out = new Collector(fileLabel);
  const lists = CATALOG_TEXT[file] as Record<string, ListTextSpec>;
  if (!isRecord(translation) || !isRecord(english)) {
    out.error('', `must hold an object of lists, like English, not ${describe(translation)}`);
    return out.issues;
  }
  for (const list of Object.keys(translation)) {
    if (!(list in lists))
      out.error(list, `extra list (English has ${Object.keys(lists).join(', ')})`);
  }
  for (const [list, spec] of Object.entries(lists)) {
    const source = english[list];
    const target = translation[list];
    if (target === undefined) {
      out.missing(list);
      continue;
    }
    if (!isRecord(source)) continue;
    if (spec.key === null) {
      checkObject(out, list, source, target);
      continue;
    }
    if (!isRecord(target)) {
      out.error(list, `must be an object of entries by ${spec.key}, not ${describe(target)}`);
      continue;
    }
    for (const key of Object.keys(target)) {
      if (!(key in source))
        out.error(`${list}."${key}"`, `extra entry (English has no ${spec.key} "${key}")`);
    }
    for (const [key, entry] of Object.entries(source)) {
      const entryPath = `${list}."${key}"`;
      if (target[key] === undefined) out.missing(entryPath);
      else if (isRecord(entry)) checkObject(out, entryPath, entry, target[key]);
    }
  }
  return out.issues;
}
