import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@travel/i18n';
import { writeWebBuildManifest } from '@travel/schemas/web-build/write';

/**
 * A stand-in for `apps/web/build/client`, laid out the way React Router's prerender writes it,
 * with the manifest the web build writes last (`@travel/schemas/web-build`, the same code), so
 * that the server reads it as it reads a real build. `manifest: false` leaves it out.
 */
export function writeWebBuild(
  files: Record<string, string | Buffer>,
  { manifest = true }: { manifest?: boolean } = {},
): string {
  const root = mkdtempSync(join(tmpdir(), 'travel-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  if (manifest) writeWebBuildManifest(root, DEFAULT_LANGUAGE, LANGUAGE_CODES);
  return root;
}
