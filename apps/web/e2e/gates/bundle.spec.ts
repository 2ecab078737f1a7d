import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRoot } from './pages.ts';

/**
 * Gate: what the pages' scripts leave out (issue 17). The build prerendered every page with the
 * catalog's entries, checking each against its schema; the browser takes them as they are, and
 * the schemas (5 kB gzip on every page showing catalog entries) stay out of its scripts.
 */
test('no script of the site carries the catalog’s schemas', () => {
  const assets = join(buildRoot, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // A message of the schema every catalog text goes through (packages/catalog/src/schemas.ts).
  const withSchemas = scripts.filter((name) =>
    readFileSync(join(assets, name), 'utf8').includes('must not be placeholder text'),
  );
  expect(withSchemas).toEqual([]);
});
