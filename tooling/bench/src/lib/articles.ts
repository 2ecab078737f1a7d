/**
 * Generated blog articles for the build-scale bench: Markdown that passes the catalog's loader
 * (packages/catalog/src/blog/index.ts) — front matter, a read time that matches the words, one
 * infographic, one call to action — about as long as the real articles.
 */
import { SCENES } from '@travel/catalog';
import { BLOG_CATEGORIES, readingMinutes } from '@travel/catalog/blog';

export interface GeneratedArticle {
  slug: string;
  /** `<slug>.md` */
  markdown: string;
  /** `<slug>.svg`, the infographic the body shows. */
  svg: string;
}

/** A small deterministic PRNG (mulberry32), so the same index gives the same article. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PLACES = [
  'Lisbon',
  'Kyoto',
  'Patagonia',
  'Tuscany',
  'Reykjavik',
  'Marrakesh',
  'Bali',
  'Cusco',
  'Vancouver',
  'Cape Town',
  'Hanoi',
  'Santorini',
  'Queenstown',
  'Oaxaca',
  'Edinburgh',
  'Petra',
];
const THEMES = [
  'on a budget',
  'with children',
  'in the shoulder season',
  'for first-timers',
  'by train',
  'for food lovers',
  'off the beaten path',
  'in winter',
  'for a honeymoon',
  'on foot',
];
const WORDS = (
  'travel itinerary flight hotel guide local market museum morning evening budget season ' +
  'weather crowd booking passport visa transfer station neighbourhood dinner breakfast view ' +
  'coast mountain valley river bridge village festival temple garden trail beach harbour ' +
  'ferry luggage insurance currency ticket schedule advice planner specialist journey route ' +
  'week weekend afternoon sunset sunrise guesthouse apartment tour walk ride drive coffee'
).split(' ');
const AUTHORS: [string, string][] = [
  ['Hannah Mori', 'Japan & East Asia Specialist'],
  ['Daniel Okafor', 'Africa & Safari Specialist'],
  ['Sofia Lindqvist', 'Europe Travel Planner'],
  ['Marco Ruiz', 'Latin America Specialist'],
];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

function sentence(random: () => number): string {
  const count = 10 + Math.floor(random() * 14);
  const words = Array.from({ length: count }, () => pick(random, WORDS));
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number): string {
  return Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(random)).join(' ');
}

/** ISO date `days` after 2020-01-01. */
export function dayAfterEpoch(days: number): string {
  return new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Quotes a value for YAML front matter (single quotes; a quote inside is doubled). */
const yamlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Article number `index` (0-based) of a generated catalog. */
export function generateArticle(index: number): GeneratedArticle {
  const random = prng(index + 1);
  const id = index + 1;
  const slug = `generated-article-${id}`;
  const place = pick(random, PLACES);
  const theme = pick(random, THEMES);
  const title = `${place} ${theme}: a practical guide (No. ${id})`;
  const [author, authorRole] = pick(random, AUTHORS);

  const sections: string[] = [paragraph(random), paragraph(random)];
  for (let section = 0; section < 7; section++) {
    sections.push(`## ${place} ${pick(random, WORDS)} ${pick(random, WORDS)} ${section + 1}`);
    sections.push(paragraph(random));
    sections.push(paragraph(random));
    if (section === 1) {
      sections.push(`![Chart of the best months to visit ${place}](./${slug}.svg "Infographic")`);
    }
    if (section % 3 === 2) {
      sections.push(
        Array.from({ length: 5 }, () => `- **${pick(random, WORDS)}:** ${sentence(random)}`).join(
          '\n',
        ),
      );
    }
    if (section === 4) {
      sections.push(
        [
          '| Month | Weather | Crowds |',
          '| --- | --- | --- |',
          ...['January', 'April', 'July', 'October'].map(
            (month) => `| ${month} | ${pick(random, WORDS)} | ${pick(random, WORDS)} |`,
          ),
        ].join('\n'),
      );
    }
  }
  sections.push(
    [
      ':::cta',
      `### Plan your ${place} trip with a specialist`,
      sentence(random),
      `[Plan My ${place} Trip](/contact)`,
      ':::',
    ].join('\n'),
  );
  const body = `${sections.join('\n\n')}\n`;

  const tags = [place, theme.replace(/^(on|in|with|for|by|off) /, ''), 'travel guide', 'planning'];
  const markdown = [
    '---',
    `id: ${id}`,
    `title: ${yamlString(title)}`,
    `slug: ${slug}`,
    `excerpt: ${yamlString(`How to plan ${place} ${theme}, season by season. What it costs and when to book.`)}`,
    `author: ${author}`,
    `authorRole: ${yamlString(authorRole)}`,
    `date: '${dayAfterEpoch(index % 2000)}'`,
    `category: ${pick(random, BLOG_CATEGORIES)}`,
    `readTime: ${readingMinutes(body)} min read`,
    'tags:',
    ...tags.map((tag) => `  - ${yamlString(tag)}`),
    `scene: ${pick(random, SCENES)}`,
    `imageAlt: ${yamlString(`A view of ${place} at sunrise, the subject of this guide`)}`,
    '---',
    '',
    body,
  ].join('\n');

  const bars = Array.from({ length: 12 }, (_, month) => {
    const height = 20 + Math.floor(random() * 200);
    return `<rect x="${40 + month * 60}" y="${300 - height}" width="40" height="${height}" fill="#0E7490"/>`;
  }).join('\n');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 340" width="800" height="340" font-family="system-ui, sans-serif" fill="#0F172A">`,
    `<title>${place} through the year</title>`,
    `<desc>Bar chart of how good each month is for visiting ${place}, from January to December.</desc>`,
    bars,
    `<text x="40" y="330" font-size="16">January to December</text>`,
    '</svg>',
    '',
  ].join('\n');

  return { slug, markdown, svg };
}
