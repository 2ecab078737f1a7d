import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_ENV, freshDataDir, startServer } from './server.ts';

/**
 * Creates, once per run, the data directory every test server starts from (see `freshDataDir`):
 * the production server creates and migrates it, then stops cleanly. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  delete process.env[DATA_TEMPLATE_ENV];
  const server = await startServer(freshDataDir('travel-e2e-template-'));
  await server.stop();
  process.env[DATA_TEMPLATE_ENV] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
