import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'travel-api-data-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps stored inquiries in the PGlite data directory across restarts', async () => {
  const database = { kind: 'pglite', dataDir } as const;
  const email = 'persisted@example.org';

  const first = await buildApp({ database, webBuildDir: null, logger: false });
  const response = await first.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ada', email, message: 'Still there after a restart?' },
  });
  expect(response.statusCode).toBe(200);
  // Closing the app closes the database it opened.
  await first.close();

  const second = await buildApp({ database, webBuildDir: null, logger: false });
  try {
    const rows = await second.db
      .selectFrom('contacts')
      .select(['email', 'source', 'message'])
      .execute();
    expect(rows).toEqual([
      { email, source: 'contact-page', message: 'Still there after a restart?' },
    ]);
  } finally {
    await second.close();
  }
  // PGlite starts twice here; each start takes seconds, many more on a busy machine.
}, 60_000);
