/** Child processes: commands whose output lines are time-stamped, and their clean-up on exit. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { StampedLine } from './build-log.ts';
import { cpuSampler } from './cpu.ts';

const children = new Set<ChildProcess>();
const exitHooks: (() => void)[] = [];

/** Runs on exit, on Ctrl-C and on a crash of the bench: kill what it started, restore what it stopped. */
export function onExit(hook: () => void): void {
  exitHooks.push(hook);
}

let installed = false;
export function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  const cleanUp = () => {
    for (const hook of exitHooks.splice(0).reverse()) {
      try {
        hook();
      } catch (error) {
        console.error('bench: clean-up failed:', error);
      }
    }
    for (const child of children) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  };
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, cleaning up`);
      cleanUp();
      process.exit(130);
    });
  }
}

/** Keeps track of a child so that it is killed if the bench exits first. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export interface RunResult {
  code: number | null;
  lines: StampedLine[];
  /** ms from start to exit */
  ms: number;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Print each line as it comes (prefixed), besides keeping it. */
  echo?: string | false;
  /** Lines for which to note the CPU time of the command's process tree (Linux). */
  sampleCpu?: (text: string) => boolean;
}

/** Runs a command to its end; stdout and stderr lines come back stamped with ms since start. */
export async function run(
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<RunResult> {
  const started = performance.now();
  const child = track(
    spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const lines: StampedLine[] = [];
  const cpu = options.sampleCpu && child.pid ? cpuSampler(child.pid) : null;
  const collect = (stream: NodeJS.ReadableStream) =>
    new Promise<void>((resolve) => {
      const reader = createInterface({ input: stream });
      reader.on('line', (text) => {
        const line: StampedLine = { at: performance.now() - started, text };
        const sample = cpu && options.sampleCpu?.(text) ? cpu() : null;
        if (sample) Object.assign(line, sample);
        lines.push(line);
        if (options.echo !== false && options.echo !== undefined)
          console.log(`${options.echo}${text}`);
      });
      reader.on('close', resolve);
    });
  const [code] = await Promise.all([
    new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    }),
    collect(child.stdout!),
    collect(child.stderr!),
  ]);
  return { code, lines, ms: performance.now() - started };
}

/** Like `run`, but throws with the output's tail when the command fails. */
export async function runOrThrow(
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<RunResult> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = result.lines
      .slice(-30)
      .map((line) => line.text)
      .join('\n');
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${tail}`);
  }
  return result;
}
