/// <reference types="node" />
/**
 * Build-time loader of the blog: reads `content/blog/*.md`, validates each article's front
 * matter and body conventions, and returns the posts newest first. Node-only (it reads the
 * file system); the web app calls it while prerendering and renders the Markdown itself.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { ImageSchema, type CatalogImage } from '../schemas.ts';
import { SCENES, type Scene } from '../vocabulary.ts';
import type { TranslationIssue } from '../i18n/check.ts';
import { CATALOG_LANGUAGES, type CatalogLanguage } from '../i18n/spec.ts';

/** Absolute path of the folder holding the articles (`<slug>.md`) and infographics (`<slug>.svg`). */
export const BLOG_CONTENT_DIR: string = fileURLToPath(
  new URL('../../content/blog/', import.meta.url),
);

/** Every category an article may carry (spec §3 Blog post). */
export const BLOG_CATEGORIES = [
  'Travel Tips',
  'Destination Guide',
  'Insurance',
  'Flight Tips',
  'Solo Travel',
  'Travel Planning',
  'Digital Nomad',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The categories the blog index offers as chips, after All (spec §2 /blog). */
export const BLOG_INDEX_CATEGORIES = [
  'Travel Tips',
  'Destination Guide',
  'Insurance',
] as const satisfies readonly BlogCategory[];

/** Reading speed behind `readTime`, in words per minute. */
export const WORDS_PER_MINUTE = 220;
/** How far the declared `readTime` may stray from the word count, in minutes. */
export const READ_TIME_TOLERANCE_MINUTES = 3;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

const isoDate = v.pipe(
  v.string(),
  v.isoDate('must be an ISO date (YYYY-MM-DD)'),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date'),
);

/** The front matter of one article. Unknown keys are rejected so a typo can't pass silently. */
export const BlogFrontMatterSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer('must be an integer'), v.minValue(1, 'must be 1 or more')),
  title: nonEmpty,
  slug: v.pipe(v.string(), v.regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens')),
  excerpt: v.pipe(nonEmpty, v.maxLength(320, 'must be at most 320 characters (1–2 sentences)')),
  author: nonEmpty,
  authorRole: nonEmpty,
  date: isoDate,
  category: v.picklist(BLOG_CATEGORIES, `must be one of: ${BLOG_CATEGORIES.join(', ')}`),
  readTime: v.pipe(v.string(), v.regex(/^[1-9]\d* min read$/, "must read like '12 min read'")),
  tags: v.pipe(
    v.array(nonEmpty),
    v.minLength(3, 'must list 3 to 6 tags'),
    v.maxLength(6, 'must list 3 to 6 tags'),
  ),
  // The same drawings as the catalog's cards: one list of them (`SCENES`).
  scene: v.picklist(SCENES, `must be one of: ${SCENES.join(', ')}`),
  imageAlt: nonEmpty,
  /** A photo shown instead of the scene (its own `alt` replaces `imageAlt`). */
  image: v.optional(ImageSchema),
});
export type BlogFrontMatter = v.InferOutput<typeof BlogFrontMatterSchema>;

/** One article: its front matter plus `body`, the Markdown after the front matter (not rendered). */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: BlogCategory;
  /** Display text such as '12 min read'. */
  readTime: string;
  tags: string[];
  scene: Scene;
  imageAlt: string;
  image?: CatalogImage;
  body: string;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;
const CTA_BLOCK = /^:::cta[ \t]*\r?\n([\s\S]*?)\r?\n:::[ \t]*$/gm;
const IMAGE = /!\[([^\]]*)\]\(([^)\s]+)(?:\s+"([^"]*)")?\)/g;

/**
 * Words a reader reads in a Markdown body: the text of headings, paragraphs, lists, tables and
 * link labels; image lines, URLs, directive fences and Markdown punctuation are not counted.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(IMAGE, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#*_>|`~]/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes to read a body at {@link WORDS_PER_MINUTE}, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

function assertSlug(slug: string): void {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`Invalid blog slug '${slug}'`);
}

/** Absolute path of an article's infographic, `content/blog/<slug>.svg`. */
export function blogInfographicPath(slug: string, dir: string = BLOG_CONTENT_DIR): string {
  assertSlug(slug);
  return join(dir, `${slug}.svg`);
}

/**
 * Parses and checks one article's source. `fileName` (such as `my-post.md`) names the article
 * in every error and must match the slug. With `dir`, the infographic must exist there.
 */
export function parseBlogArticle(source: string, fileName: string, dir?: string): BlogPost {
  const fail = (problem: string): never => {
    throw new Error(`Invalid blog article ${fileName}: ${problem}`);
  };
  const match = FRONT_MATTER.exec(source);
  if (!match) return fail('missing front matter (a block between --- lines at the top)');
  const [, yamlText = '', rest = ''] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    return fail(`front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const result = v.safeParse(BlogFrontMatterSchema, data ?? {});
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      const field = path ?? (issue.type === 'strict_object' ? String(issue.input) : 'front matter');
      const message =
        issue.expected === 'never'
          ? 'is not a known field'
          : issue.input === undefined && issue.message.startsWith('Invalid key')
            ? 'is missing'
            : issue.message;
      return `field '${field}' ${message}`;
    });
    return fail(problems.join('; '));
  }
  const meta = result.output;
  const language = TRANSLATION_FILE.exec(fileName)?.[2];
  const expectedFile = language === undefined ? `${meta.slug}.md` : `${meta.slug}.${language}.md`;
  if (fileName !== expectedFile) {
    fail(`field 'slug' is '${meta.slug}' but the file name must then be ${expectedFile}`);
  }

  const body = rest.replace(/^\s*\n/, '').trimEnd() + '\n';

  const minutes = readingMinutes(body);
  const declared = Number.parseInt(meta.readTime, 10);
  // A translation keeps the English reading time (words are not comparable across languages:
  // Japanese and Chinese do not separate them with spaces); the English body was measured.
  if (language === undefined && Math.abs(declared - minutes) > READ_TIME_TOLERANCE_MINUTES) {
    fail(
      `field 'readTime' says ${declared} min but the body has ${countWords(body)} words ` +
        `(about ${minutes} min at ${WORDS_PER_MINUTE} words per minute)`,
    );
  }

  const images = [...body.matchAll(IMAGE)];
  const infographic = `./${meta.slug}.svg`;
  if (images.length !== 1 || images[0]?.[2] !== infographic || images[0][3] !== 'Infographic') {
    fail(
      `body must contain exactly one image, its infographic: ![alt](${infographic} "Infographic")`,
    );
  }
  if (!images[0]?.[1]?.trim()) fail('the infographic needs alt text');
  if (dir !== undefined && !existsSync(blogInfographicPath(meta.slug, dir))) {
    fail(`infographic ${meta.slug}.svg is missing`);
  }

  const ctas = [...body.matchAll(CTA_BLOCK)];
  if (ctas.length !== 1) fail(`body must contain exactly one :::cta block (found ${ctas.length})`);
  const cta = ctas[0]?.[1] ?? '';
  if (!/^###\s+\S/m.test(cta) || !/\[[^\]]+\]\(\/contact(?:[?#][^)]*)?\)/.test(cta)) {
    fail('the :::cta block needs a ### heading and a button link to /contact');
  }

  return { ...meta, body };
}

/** All articles in `dir` (default {@link BLOG_CONTENT_DIR}), validated, newest first (then by id, highest first). */
export function loadBlogPosts(dir: string = BLOG_CONTENT_DIR): BlogPost[] {
  const files = readdirSync(dir)
    .filter(
      (name) =>
        name.endsWith('.md') &&
        !name.startsWith('_') &&
        name !== 'README.md' &&
        !TRANSLATION_FILE.test(name),
    )
    .sort();
  const posts = files.map((file) =>
    parseBlogArticle(readFileSync(join(dir, file), 'utf8'), file, dir),
  );

  const byId = new Map<number, string>();
  for (const post of posts) {
    const other = byId.get(post.id);
    if (other) {
      throw new Error(
        `Invalid blog article ${post.slug}.md: field 'id' ${post.id} is also used by ${other}.md`,
      );
    }
    byId.set(post.id, post.slug);
  }

  return posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** The article with this slug, or `undefined` when there is none. */
export function loadBlogPost(slug: string, dir: string = BLOG_CONTENT_DIR): BlogPost | undefined {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  return loadBlogPosts(dir).find((post) => post.slug === slug);
}

// ─── Translations ───────────────────────────────────────────────────────────────────────────

/** `<slug>.<lang>.md`: an article's translation. */
const TRANSLATION_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;

/** An article in one language: `lang` is `en` for the English original. */
export type LocalizedBlogPost = BlogPost & { lang: CatalogLanguage };

/**
 * Front matter a translation keeps exactly as English: the address, the date, the people, the
 * links (category and tags are keys; the page translates their labels) and the pictures.
 */
export const BLOG_FIXED_FIELDS = [
  'id',
  'slug',
  'date',
  'author',
  'category',
  'readTime',
  'tags',
  'scene',
  'image',
] as const satisfies readonly (keyof BlogFrontMatter)[];

const isLanguage = (value: string): value is CatalogLanguage =>
  (CATALOG_LANGUAGES as readonly string[]).includes(value);

/** The languages each article exists in, English first: `Map { slug => ['en', 'es', 'fr'] }`. */
export function blogTranslations(dir: string = BLOG_CONTENT_DIR): Map<string, CatalogLanguage[]> {
  const result = new Map<string, CatalogLanguage[]>(
    loadBlogPosts(dir).map((post) => [post.slug, ['en']]),
  );
  for (const name of readdirSync(dir).sort()) {
    const match = TRANSLATION_FILE.exec(name);
    if (!match) continue;
    const [, slug = '', lang = ''] = match;
    if (isLanguage(lang) && lang !== 'en') result.get(slug)?.push(lang);
  }
  return result;
}

const links = (body: string) =>
  [...body.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1] ?? '').sort();
const headings = (body: string) => body.match(/^#{1,6}\s/gm)?.map((mark) => mark.trim()) ?? [];

/**
 * Issues of one translation against its English article: front matter keys, the fixed fields
 * (`BLOG_FIXED_FIELDS`), the headings (level by level) and the links.
 */
export function compareBlogTranslation(
  english: BlogPost,
  translation: BlogPost,
  fileName: string,
): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  const error = (path: string, message: string) =>
    issues.push({ severity: 'error', file: fileName, path, message });
  const keys = (post: BlogPost) =>
    Object.keys(post)
      .filter((key) => key !== 'body' && key !== 'lang')
      .sort()
      .join(', ');
  if (keys(english) !== keys(translation))
    error(
      'front matter',
      `keys must be those of English (${keys(english)}), found ${keys(translation)}`,
    );
  for (const field of BLOG_FIXED_FIELDS) {
    if (JSON.stringify(english[field]) !== JSON.stringify(translation[field]))
      error(field, `must stay as in English: ${JSON.stringify(english[field])}`);
  }
  if (headings(english.body).join(' ') !== headings(translation.body).join(' '))
    error('body', 'must have the headings of English, at the same levels and in the same order');
  if (links(english.body).join(' ') !== links(translation.body).join(' '))
    error('body', `must link where English links: ${links(english.body).join(', ')}`);
  return issues;
}

/** Reads and checks `<slug>.<lang>.md`; `undefined` when the article has no such translation. */
function readTranslation(
  english: BlogPost,
  lang: CatalogLanguage,
  dir: string,
): LocalizedBlogPost | undefined {
  const fileName = `${english.slug}.${lang}.md`;
  const path = join(dir, fileName);
  if (!existsSync(path)) return undefined;
  const post = parseBlogArticle(readFileSync(path, 'utf8'), fileName, dir);
  const issues = compareBlogTranslation(english, post, fileName);
  if (issues.length > 0)
    throw new Error(
      `Invalid blog translation ${fileName}: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    );
  return { ...post, lang };
}

/**
 * The articles of one language, newest first: for English every article, for another language
 * only those translated into it (an article in English only is not in that language's index or
 * RSS feed). Every translation is checked against its English article.
 */
export function loadBlogPostsFor(
  lang: CatalogLanguage,
  dir: string = BLOG_CONTENT_DIR,
): LocalizedBlogPost[] {
  const english = loadBlogPosts(dir);
  if (lang === 'en') return english.map((post) => ({ ...post, lang }));
  return english.flatMap((post) => readTranslation(post, lang, dir) ?? []);
}

/** One article in one language, or `undefined` when it is not written in that language. */
export function loadBlogPostFor(
  slug: string,
  lang: CatalogLanguage,
  dir: string = BLOG_CONTENT_DIR,
): LocalizedBlogPost | undefined {
  const english = loadBlogPost(slug, dir);
  if (english === undefined) return undefined;
  return lang === 'en' ? { ...english, lang } : readTranslation(english, lang, dir);
}

/**
 * For the i18n check and status: per language, the translation files that fail (an error each)
 * and the articles not translated yet (`missing`).
 */
export function checkBlogTranslations(
  dir: string = BLOG_CONTENT_DIR,
): Map<CatalogLanguage | string, TranslationIssue[]> {
  const result = new Map<CatalogLanguage | string, TranslationIssue[]>();
  const english = new Map(loadBlogPosts(dir).map((post) => [post.slug, post]));
  const add = (lang: string, issue: TranslationIssue) =>
    result.set(lang, [...(result.get(lang) ?? []), issue]);
  for (const name of readdirSync(dir).sort()) {
    const match = TRANSLATION_FILE.exec(name);
    if (!match) continue;
    const [, slug = '', lang = ''] = match;
    const file = `blog/${name}`;
    const source = english.get(slug);
    if (!isLanguage(lang) || lang === 'en' || source === undefined) {
      add(lang, {
        severity: 'error',
        file,
        path: '',
        message:
          source === undefined
            ? `no English article ${slug}.md`
            : `${lang} is not a language of the site`,
      });
      continue;
    }
    try {
      const post = parseBlogArticle(readFileSync(join(dir, name), 'utf8'), name, dir);
      for (const issue of compareBlogTranslation(source, post, file)) add(lang, issue);
    } catch (error) {
      add(lang, { severity: 'error', file, path: '', message: (error as Error).message });
    }
  }
  for (const lang of CATALOG_LANGUAGES) {
    if (lang === 'en') continue;
    for (const slug of english.keys()) {
      if (!existsSync(join(dir, `${slug}.${lang}.md`)))
        add(lang, {
          severity: 'missing',
          file: `blog/${slug}.${lang}.md`,
          path: '',
          message: 'not translated yet',
        });
    }
  }
  return result;
}
