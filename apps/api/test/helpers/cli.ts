import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunNodeOptions {
  /** Killed after this long. */
  timeoutMs?: number;
  /** Written to its standard input (a pipe, not a terminal), which is then closed. */
  input?: string;
}

/**
 * Runs a TypeScript entry point of the package (`src/cli/backup.ts`, `src/server.ts`, a test
 * fixture) in a process of its own, as `pnpm <script>` would, and waits for it to exit. One
 * Node process with tsx's loader: the `tsx` command would start a second one to run it in.
 * An `env` value of undefined removes that variable.
 */
export function runNode(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  { timeoutMs = 60_000, input }: RunNodeOptions = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: packageDir,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin?.end(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
