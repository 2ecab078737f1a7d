import { resolve } from 'node:path';
import { setSourceMapsSupport } from 'node:module';

/**
 * Shared by the command-line entry points in this folder, which run with tsx in development
 * (`pnpm migrate`, …) and with plain `node dist/cli/<name>.js` in production.
 */
setSourceMapsSupport(true);

/**
 * A path the user typed, relative to where they ran the command: pnpm runs a package's
 * scripts from the package folder and says where the user was in INIT_CWD.
 */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD || process.cwd(), path);
}

/** Runs `main`, printing its error (message only, unless it has no message) and exiting 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error && error.message ? `Error: ${error.message}` : error);
    process.exitCode = 1;
  }
}
