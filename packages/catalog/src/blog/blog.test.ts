import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  BLOG_CONTENT_DIR,
  BLOG_INDEX_CATEGORIES,
  READ_TIME_TOLERANCE_MINUTES,
  blogInfographicPath,
  countWords,
  loadBlogPost,
  loadBlogPosts,
  readingMinutes,
} from './index.ts';
import { SCENES } from '../vocabulary.ts';

const REQUIRED_SLUGS = [
  'how-to-find-cheap-flights-2025',
  'solo-female-travel-safety-guide',
  'travel-planning-checklist-guide',
  'best-time-to-visit-japan-guide',
  'travel-insurance-guide-2025',
  'european-travel-guide-first-time-visitors',
  'digital-nomad-destinations-2025',
  'best-time-to-visit-kenya-safari-guide',
  'stress-free-family-travel-planning',
];

const posts = loadBlogPosts();

describe('blog content', () => {
  it('has at least nine articles, including the nine the site links to', () => {
    expect(posts.length).toBeGreaterThanOrEqual(9);
    const slugs = posts.map((post) => post.slug);
    for (const slug of REQUIRED_SLUGS) expect(slugs).toContain(slug);
  });

  it('numbers the articles 1..n with unique ids', () => {
    const ids = posts.map((post) => post.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: posts.length }, (_, i) => i + 1));
  });

  it('returns posts newest first with dates from 2025-01-04 to 2025-01-15', () => {
    for (const post of posts) {
      expect(post.date >= '2025-01-04' && post.date <= '2025-01-15', post.slug).toBe(true);
    }
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('uses valid categories and fills every chip of the blog index', () => {
    for (const post of posts) expect(BLOG_CATEGORIES).toContain(post.category);
    for (const chip of BLOG_INDEX_CATEGORIES) {
      expect(posts.filter((post) => post.category === chip).length, chip).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every article 3–6 tags, a known scene, alt text and a short excerpt', () => {
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(post.tags.length).toBeLessThanOrEqual(6);
      expect(SCENES).toContain(post.scene);
      expect(post.imageAlt.length).toBeGreaterThan(10);
      expect(
        post.excerpt.split(/[.!?](?:\s|$)/).filter(Boolean).length,
        post.slug,
      ).toBeLessThanOrEqual(2);
    }
  });

  it('keeps read times between 8 and 25 minutes and consistent with the word count', () => {
    for (const post of posts) {
      const declared = Number.parseInt(post.readTime, 10);
      expect(post.readTime).toMatch(/^\d+ min read$/);
      expect(declared, post.slug).toBeGreaterThanOrEqual(8);
      expect(declared, post.slug).toBeLessThanOrEqual(25);
      expect(Math.abs(declared - readingMinutes(post.body)), post.slug).toBeLessThanOrEqual(
        READ_TIME_TOLERANCE_MINUTES,
      );
      const words = countWords(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(1800);
      expect(words, post.slug).toBeLessThanOrEqual(4500);
    }
  });

  it('structures every article with ## and ### headings and no raw HTML', () => {
    for (const post of posts) {
      expect(post.body, post.slug).toMatch(/^## \S/m);
      expect(post.body, post.slug).toMatch(/^### \S/m);
      expect(post.body, post.slug).not.toMatch(/<\/?[a-z][a-z0-9-]*[\s>/]/i);
      expect(post.body, post.slug).not.toMatch(/lorem ipsum/i);
    }
  });

  it('embeds exactly one infographic per article, and the SVG exists', () => {
    for (const post of posts) {
      const images = [...post.body.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)];
      expect(images, post.slug).toHaveLength(1);
      expect(images[0]?.[1]?.length, post.slug).toBeGreaterThan(10);
      expect(images[0]?.[2]).toBe(`./${post.slug}.svg "Infographic"`);
      expect(existsSync(blogInfographicPath(post.slug)), post.slug).toBe(true);
    }
  });

  it('has one :::cta block per article with a heading and a link to /contact', () => {
    for (const post of posts) {
      const blocks = [...post.body.matchAll(/^:::cta\n([\s\S]*?)\n:::$/gm)];
      expect(blocks, post.slug).toHaveLength(1);
      const inner = blocks[0]?.[1] ?? '';
      expect(inner).toMatch(/^### \S/);
      expect(inner).toMatch(/\[[^\]]+\]\(\/contact\)/);
      expect(post.body.match(/^:::/gm), post.slug).toHaveLength(2);
    }
  });

  it('cites the shoulder-season discount and the emergency fund from the spec', () => {
    const all = posts.map((post) => post.body).join('\n');
    expect(all).toMatch(/30–50%/);
    expect(all).toMatch(/10% of (?:your |the )?(?:total )?(?:trip )?budget/);
  });

  it('excludes the front matter from the body', () => {
    for (const post of posts) {
      expect(post.body.startsWith('---')).toBe(false);
      expect(post.body).not.toMatch(/^slug:/m);
    }
  });
});

describe('infographics', () => {
  const svgs = readdirSync(BLOG_CONTENT_DIR).filter((name) => name.endsWith('.svg'));

  it('has one SVG per article and none left over', () => {
    expect(svgs.map((name) => name.replace(/\.svg$/, '')).sort()).toEqual(
      posts.map((post) => post.slug).sort(),
    );
  });

  it('are accessible, 800 wide on a card background, small and free of scripts', () => {
    for (const name of svgs) {
      const path = join(BLOG_CONTENT_DIR, name);
      const svg = readFileSync(path, 'utf8');
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="0 0 800 \d+"/);
      expect(svg, name).toMatch(/<title[^>]*>[^<]{5,}<\/title>/);
      expect(svg, name).toMatch(/<desc[^>]*>[^<]{20,}<\/desc>/);
      expect(svg, name).toMatch(/font-family="system-ui/);
      expect(svg, name).toMatch(/<rect [^>]*rx="\d+"[^>]*fill="#F8FAFC"/);
      expect(svg, name).not.toMatch(
        /<script|<foreignObject|\son[a-z]+=|href="(?:https?|javascript):/i,
      );
      expect(statSync(path).size, name).toBeLessThan(12 * 1024);
      const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));
      expect(Math.min(...sizes), name).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('loadBlogPost and blogInfographicPath', () => {
  it('finds an article by slug, and nothing for unknown or unsafe slugs', () => {
    expect(loadBlogPost('best-time-to-visit-japan-guide')?.category).toBe('Destination Guide');
    expect(loadBlogPost('no-such-article')).toBeUndefined();
    expect(loadBlogPost('../package')).toBeUndefined();
  });

  it('resolves the infographic inside the content folder and rejects unsafe slugs', () => {
    expect(blogInfographicPath('travel-insurance-guide-2025')).toBe(
      join(BLOG_CONTENT_DIR, 'travel-insurance-guide-2025.svg'),
    );
    expect(() => blogInfographicPath('../../secret')).toThrow(/slug/);
  });
});

describe('countWords', () => {
  it('counts prose, headings, list items, table cells and link labels, not markup', () => {
    const md = [
      '## Two words',
      '',
      'One *two* three [four five](/contact).',
      '',
      '![ignored alt text](./x.svg "Infographic")',
      '',
      '| six | seven |',
      '|---|---|',
      '- eight — nine',
      ':::cta',
      ':::',
    ].join('\n');
    expect(countWords(md)).toBe(11);
  });
});

describe('validation of broken articles', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A temporary copy of one real article (and its SVG), after `edit` changes its source. */
  function fixture(
    edit: (source: string) => string,
    fileName = 'travel-insurance-guide-2025.md',
  ): string {
    dir = mkdtempSync(join(tmpdir(), 'blog-'));
    const source = readFileSync(join(BLOG_CONTENT_DIR, 'travel-insurance-guide-2025.md'), 'utf8');
    writeFileSync(join(dir, fileName), edit(source));
    copyFileSync(
      blogInfographicPath('travel-insurance-guide-2025'),
      join(dir, 'travel-insurance-guide-2025.svg'),
    );
    return dir;
  }

  it('loads an untouched copy', () => {
    expect(loadBlogPosts(fixture((s) => s))).toHaveLength(1);
  });

  it('names the file and the field when front matter is invalid', () => {
    expect(() =>
      loadBlogPosts(fixture((s) => s.replace('category: Insurance', 'category: Cruises'))),
    ).toThrow(/travel-insurance-guide-2025\.md.*'category'/);
    expect(() => loadBlogPosts(fixture((s) => s.replace(/^author: .*\n/m, '')))).toThrow(
      /travel-insurance-guide-2025\.md.*'author'/,
    );
    expect(() => loadBlogPosts(fixture((s) => s.replace(/^id: 5$/m, "id: 'five'")))).toThrow(
      /'id'/,
    );
    expect(() =>
      loadBlogPosts(fixture((s) => s.replace(/^date: .*$/m, 'date: 2025-02-30'))),
    ).toThrow(/'date'/);
    expect(() => loadBlogPosts(fixture((s) => s.replace(/^scene: .*$/m, 'scene: moon')))).toThrow(
      /'scene'/,
    );
    expect(() =>
      loadBlogPosts(fixture((s) => s.replace(/^tags:\n/m, 'tags:\n  - extra\n  - more\n'))),
    ).toThrow(/'tags'/);
    expect(() =>
      loadBlogPosts(fixture((s) => s.replace(/^scene:/m, 'colour: blue\nscene:'))),
    ).toThrow(/'colour'/);
  });

  it('rejects a file without front matter', () => {
    expect(() => loadBlogPosts(fixture((s) => s.replace(/^---\n[\s\S]*?\n---\n/, '')))).toThrow(
      /travel-insurance-guide-2025\.md.*front matter/,
    );
  });

  it('requires the slug to equal the file name', () => {
    expect(() => loadBlogPosts(fixture((s) => s, 'renamed.md'))).toThrow(/renamed\.md.*'slug'/);
  });

  it('rejects a read time that disagrees with the word count', () => {
    expect(() =>
      loadBlogPosts(fixture((s) => s.replace(/^readTime: .*$/m, 'readTime: 20 min read'))),
    ).toThrow(/travel-insurance-guide-2025\.md.*'readTime'/);
  });

  it('rejects duplicate ids', () => {
    const folder = fixture((s) => s);
    const copy = readFileSync(join(folder, 'travel-insurance-guide-2025.md'), 'utf8').replaceAll(
      'travel-insurance-guide-2025',
      'travel-insurance-copy',
    );
    writeFileSync(join(folder, 'travel-insurance-copy.md'), copy);
    copyFileSync(
      join(folder, 'travel-insurance-guide-2025.svg'),
      join(folder, 'travel-insurance-copy.svg'),
    );
    expect(() => loadBlogPosts(folder)).toThrow(/'id' 5 is also used/);
  });

  it('requires exactly one infographic that exists, and one :::cta to /contact', () => {
    expect(() =>
      loadBlogPosts(
        fixture((s) =>
          s.replace(
            '(./travel-insurance-guide-2025.svg "Infographic")',
            '(./other.svg "Infographic")',
          ),
        ),
      ),
    ).toThrow(/one image/);
    const folder = fixture((s) => s);
    rmSync(join(folder, 'travel-insurance-guide-2025.svg'));
    expect(() => loadBlogPosts(folder)).toThrow(/infographic .* is missing/);
    expect(() => loadBlogPosts(fixture((s) => s.replace('(/contact)', '(/services)')))).toThrow(
      /\/contact/,
    );
    expect(() => loadBlogPosts(fixture((s) => s.replace(':::cta', 'Call us.')))).toThrow(/:::cta/);
  });
});
