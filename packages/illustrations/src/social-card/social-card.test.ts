// @vitest-environment node
// Build-time code: resvg and the file system, as the web build runs it.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scenePalettes } from '../drawings/palettes.ts';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  layoutTitle,
  socialCardPng,
  socialCardSvg,
  writeSocialCards,
} from './index.tsx';

const card = {
  scene: 'flights',
  title: 'How to Find Cheap Flights in 2025: A Minneapolis Traveler’s Playbook',
  brand: 'Northstar Voyages',
  eyebrow: 'northstarvoyages.com',
} as const;

const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('social cards', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('draws the scene with inline colours, the title and the brand, at 1200 × 630', () => {
    const svg = socialCardSvg(card);
    expect(svg).toMatch(/^<svg[^>]* width="1200" height="630"/);
    // No stylesheet reaches the rasteriser: every colour must be in the markup itself.
    expect(svg).not.toContain('class=');
    expect(svg).toContain(scenePalettes.flights.day.skyTop);
    expect(svg).toContain('Northstar Voyages');
    expect(svg).toContain('northstarvoyages.com');
    expect(svg).toContain('Playbook');
  });

  it('escapes what the title holds', () => {
    expect(socialCardSvg({ ...card, title: 'Rock & Roll <Tours>' })).toContain(
      'Rock &amp; Roll &lt;Tours&gt;',
    );
  });

  it('fits titles in at most three lines, shrinking before it shortens', () => {
    expect(layoutTitle('Tokyo')).toEqual({ size: 68, lines: ['Tokyo'] });
    const long = layoutTitle(card.title);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.lines.join(' ')).toBe(card.title);
    const endless = layoutTitle('Seven wonderful weeks across '.repeat(6).trim());
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines.at(-1)).toMatch(/…$/);
  });

  it('rasterises a PNG of the card’s size, different per scene', () => {
    const flights = socialCardPng(card);
    const kyoto = socialCardPng({ ...card, scene: 'kyoto' });
    expect(flights.subarray(1, 4).toString()).toBe('PNG');
    expect(sizeOf(flights)).toEqual([SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT]);
    expect(flights.equals(kyoto)).toBe(false);
  });

  it('writes one file per card and reuses unchanged ones from the cache', async () => {
    const root = await mkdtemp(join(tmpdir(), 'social-cards-'));
    dirs.push(root);
    const cards = [
      { ...card, slug: 'blog--cheap-flights' },
      { ...card, slug: 'home', scene: 'minneapolis', title: 'Tailor-made trips' },
    ] as const;
    const options = { outDir: join(root, 'out'), cacheDir: join(root, 'cache') };
    expect(await writeSocialCards(cards, options)).toEqual({ rendered: 2, reused: 0 });
    expect((await readdir(options.outDir)).sort()).toEqual(['blog--cheap-flights.png', 'home.png']);
    const first = await readFile(join(options.outDir, 'home.png'));
    expect(sizeOf(first)).toEqual([1200, 630]);

    await rm(options.outDir, { recursive: true });
    expect(await writeSocialCards(cards, options)).toEqual({ rendered: 0, reused: 2 });
    expect((await readFile(join(options.outDir, 'home.png'))).equals(first)).toBe(true);

    const changed = [{ ...cards[1], title: 'Trips made for you' }];
    expect(await writeSocialCards(changed, options)).toEqual({ rendered: 1, reused: 0 });
  });
});
