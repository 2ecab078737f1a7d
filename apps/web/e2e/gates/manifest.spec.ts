import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readWebBuildManifest } from '@travel/schemas/web-build';
import { expect, test } from './fixtures.ts';
import { buildRoot, prerenderedPages } from './pages.ts';

/**
 * Gate: the build's manifest (`.web-build.json`, what the API reads at start instead of the
 * HTML) matches the build: every prerendered HTML file listed, and each one's script hashes
 * those of the inline scripts Chromium's own parser finds in the file (data blocks left out).
 */

const manifest = readWebBuildManifest(buildRoot);
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const fileOf = (path: string) => relative(buildRoot, path).split(sep).join('/');

test('the manifest lists every prerendered HTML file, in the build’s ten languages', () => {
  const files = prerenderedPages({ languages: true }).map((page) => fileOf(page.file));
  expect(manifest.files.map((entry) => entry.file).sort()).toEqual(files.sort());
  expect(manifest.defaultLanguage).toBe('en');
  expect(manifest.languages).toHaveLength(10);
  // Every page in every language (the client-rendered shell only once).
  const pagesIn = (language: string) =>
    manifest.files.filter((entry) => entry.language === language && entry.kind !== 'shell');
  for (const language of manifest.languages)
    expect(pagesIn(language).length, language).toBe(pagesIn('en').length);
  expect(manifest.notFound.site).toBe('/404');
  expect(manifest.notFound.sections).toEqual({
    blog: '/blog/__not-found',
    destinations: '/destinations/__not-found',
  });
});

test('each file’s script hashes are those of the inline scripts Chromium finds in it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const batch = 40;
  for (let start = 0; start < manifest.files.length; start += batch) {
    const entries = manifest.files.slice(start, start + batch);
    const htmls = entries.map((entry) => readFileSync(join(buildRoot, entry.file), 'utf8'));
    const scripts = await page.evaluate((sources) => {
      const parser = new DOMParser();
      return sources.map((html) =>
        [...parser.parseFromString(html, 'text/html').querySelectorAll('script:not([src])')]
          // What the policy governs: scripts, import maps and speculation rules, not data
          // blocks such as the page's dictionary in JSON.
          .filter((script) =>
            /^\s*$|^\s*(module|importmap|speculationrules|(text|application)\/(java|ecma)script)\s*$/i.test(
              script.getAttribute('type') ?? '',
            ),
          )
          .map((script) => script.textContent ?? '')
          .filter((text) => text !== ''),
      );
    }, htmls);
    entries.forEach((entry, index) => {
      expect(entry.scriptHashes, entry.file).toEqual(scripts[index]!.map(sha256));
    });
  }
});

test('the /contact form’s noscript slot is where the manifest says, in every language', () => {
  const contacts = manifest.files.filter((entry) => /^(?:\/[a-z]{2})?\/contact$/.test(entry.path));
  expect(contacts.map((entry) => entry.language).sort()).toEqual([...manifest.languages].sort());
  for (const entry of contacts) {
    const html = readFileSync(join(buildRoot, entry.file), 'utf8');
    const [slot] = entry.noscriptSlots;
    expect(slot?.name, entry.file).toBe('contact-context');
    expect(html.slice(0, slot!.offset), entry.file).toMatch(
      /<noscript data-slot="contact-context" data-class="[^"]+">$/,
    );
    expect(html.startsWith('</noscript>', slot!.offset), entry.file).toBe(true);
  }
});

test('the served pages’ policies allow exactly the manifest’s scripts', async ({ server }) => {
  for (const [path, language] of [
    ['/', 'en'],
    ['/contact', 'en'],
    ['/es/services', 'es'],
  ] as const) {
    const entry = manifest.files.find((file) => file.path === path && file.language === language);
    const response = await fetch(`${server.url}${path}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    expect(new Set(hashes), `${path} in ${language}`).toEqual(
      new Set(entry!.scriptHashes.map((hash) => `'${hash}'`)),
    );
  }
});
