// @vitest-environment node
// Runs the build step (scripts/social-cards.mjs) on a small prerendered site of its own.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../../', import.meta.url));
const outDir = `build-social-test-${process.pid}`;
const client = join(webDir, outDir, 'client');

function page(path: string, meta: Record<string, string>, body = '') {
  const tags = Object.entries(meta)
    .map(([property, content]) => `<meta property="${property}" content="${content}"/>`)
    .join('');
  const file = join(client, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `<!doctype html><html><head>${tags}</head><body>${body}</body></html>`);
}

describe('scripts/social-cards.mjs', () => {
  afterAll(() => rmSync(join(webDir, outDir), { recursive: true, force: true }));

  it('draws the card each indexed page names, and nothing for the others', async () => {
    const site = { 'og:site_name': 'Northstar Voyages' };
    page(
      'blog/cheap-flights',
      {
        ...site,
        'og:title': 'Cheap Flights &amp; Fare Rules | Northstar Voyages Blog',
        'og:url': 'https://www.northstarvoyages.com/blog/cheap-flights',
        'og:image': 'https://www.northstarvoyages.com/social/blog--cheap-flights.png',
      },
      '<svg data-scene="flights"></svg><svg data-scene="kyoto"></svg>',
    );
    page('privacy', {
      ...site,
      'og:title': 'Privacy Policy | Northstar Voyages',
      'og:image': 'https://www.northstarvoyages.com/social/privacy.png',
    });
    page('thank-you', {
      ...site,
      'og:title': 'Thank you | Northstar Voyages',
      'og:image': 'https://www.northstarvoyages.com/social-card.png',
    });

    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/social-cards.mjs'], {
      cwd: webDir,
      env: { ...process.env, WEB_OUT_DIR: outDir },
    });
    expect(stdout).toMatch(/social-cards: 2 cards/);
    for (const name of ['blog--cheap-flights', 'privacy']) {
      const png = readFileSync(join(client, 'social', `${name}.png`));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(existsSync(join(client, 'social', 'thank-you.png'))).toBe(false);
  });
});
