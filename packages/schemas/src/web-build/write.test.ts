import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_BUILD_MANIFEST_FILE } from './manifest.ts';
import { readPage, webBuildManifestOf, writeWebBuildManifest } from './write.ts';
import { readWebBuildManifest } from './read.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const roots: string[] = [];
function build(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'travel-manifest-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('readPage', () => {
  it('finds the text of every inline script as the browser hashes it, not external ones', () => {
    const html =
      '<!DOCTYPE html><html><head><SCRIPT data-x="a>b">one()</SCRIPT ><script src=x.js></script>' +
      '</head><body><script>a();\r\nb();\rc();</script><script></script>' +
      '<template><script>inTemplate()</script></template></body></html>';
    expect(readPage(html).scripts).toEqual(['one()', 'a();\nb();\nc();', 'inTemplate()']);
  });

  it('hashes what the policy governs (scripts, import maps), not data blocks that never run', () => {
    const html =
      '<!DOCTYPE html><html><body><script type="module">m()</script>' +
      '<script type="text/javascript">j()</script><script type="application/json">{"a":1}</script>' +
      '<script type="importmap">{}</script></body></html>';
    expect(readPage(html).scripts).toEqual(['m()', 'j()', '{}']);
  });

  it('finds a noscript slot, its class and where its contents go', () => {
    const html =
      '<!DOCTYPE html><html><body><form>é<noscript data-slot="contact-context" ' +
      'data-class="n_1"></noscript></form><noscript>plain</noscript></body></html>';
    const [slot, ...others] = readPage(html).noscriptSlots;
    expect(others).toEqual([]);
    expect(slot).toMatchObject({ name: 'contact-context', className: 'n_1' });
    expect(html.slice(slot!.offset)).toMatch(/^<\/noscript><\/form>/);
  });
});

describe('the web build manifest', () => {
  const page = (title: string, script: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><script>${script}</script></head></html>`;

  it('lists every HTML file with its page, language, kind and script hashes', () => {
    const root = build({
      'index.html': page('Home', 'home()'),
      'services/index.html': page('Services', 'services()'),
      'thank-you/contact/index.html': page('Thanks', 'thanks()'),
      '404/index.html': page('Not found', 'nf()'),
      'blog/__not-found/index.html': page('No article', 'nf()'),
      '__spa-fallback.html': page('Shell', 'shell()'),
      'es/index.html': page('Inicio', 'inicio()'),
      'es/services/index.html': page('Servicios', 'servicios()'),
      'es/thank-you/contact/index.html': page('Gracias', 'gracias()'),
      'es/404/index.html': page('No encontrada', 'nf()'),
      'de/index.html': page('Start', 'start()'),
      '.hidden/index.html': page('Secret', 'secret()'),
      'assets/app.js': 'app()',
    });
    const manifest = webBuildManifestOf(root, 'en', ['en', 'es', 'de', 'fr']);
    expect(manifest.languages).toEqual(['en', 'es', 'de']);
    expect(manifest.notFound).toEqual({ site: '/404', sections: { blog: '/blog/__not-found' } });
    expect(
      manifest.files.map(({ file, path, language, kind }) => [file, path, language, kind]),
    ).toEqual([
      ['404/index.html', '/404', 'en', 'not-found'],
      ['__spa-fallback.html', '/__spa-fallback', 'en', 'shell'],
      ['blog/__not-found/index.html', '/blog/__not-found', 'en', 'not-found'],
      ['de/index.html', '/de', 'de', 'page'],
      ['es/404/index.html', '/es/404', 'es', 'not-found'],
      ['es/index.html', '/es', 'es', 'page'],
      ['es/services/index.html', '/es/services', 'es', 'page'],
      ['es/thank-you/contact/index.html', '/es/thank-you/contact', 'es', 'outcome'],
      ['index.html', '/', 'en', 'page'],
      ['services/index.html', '/services', 'en', 'page'],
      ['thank-you/contact/index.html', '/thank-you/contact', 'en', 'outcome'],
    ]);
    expect(manifest.files.find((entry) => entry.file === 'index.html')?.scriptHashes).toEqual([
      sha('home()'),
    ]);
  });

  it('is read back as written', () => {
    const root = build({ 'index.html': page('Home', 'home()') });
    const written = writeWebBuildManifest(root, 'en');
    expect(readWebBuildManifest(root)).toEqual(written);
  });

  it('says how to fix a build without one, or with one that does not match it', () => {
    const root = build({ 'index.html': page('Home', 'home()') });
    expect(() => readWebBuildManifest(root)).toThrow(
      /has no \.web-build\.json.*pnpm --filter @travel\/web build/,
    );
    writeFileSync(join(root, WEB_BUILD_MANIFEST_FILE), '{"version":0}');
    expect(() => readWebBuildManifest(root)).toThrow(/version.*Rebuild the web app/);
    writeWebBuildManifest(root, 'en');
    rmSync(join(root, 'index.html'));
    expect(() => readWebBuildManifest(root)).toThrow(/lists index\.html, which the build lacks/);
  });
});
