/**
 * The production command, read from the repository's Dockerfile: the cluster bench starts its
 * servers with exactly what the image runs (its ENTRYPOINT and CMD, in WORKDIR), so the two
 * cannot drift apart. Only the exec (JSON) form is accepted: the shell form would put `sh -c`
 * in front of the server as pid 1, and SIGTERM would never reach it.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { REPO_ROOT } from './env.ts';

export const DOCKERFILE = `${REPO_ROOT}Dockerfile`;

export interface ImageCommand {
  /** WORKDIR in force at the end of the (last) stage; '/' without one. */
  workdir: string;
  /** ENTRYPOINT followed by CMD, as the container runs them. */
  argv: string[];
  /** Where the stage copies the bundle (`COPY dist/bundle/ …`), resolved; null if it does not. */
  bundleAt: string | null;
}

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** Logical instructions: comments and blank lines dropped, `\` continuations joined. */
export function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let pending: { text: string; line: number } | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (pending === null && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (pending !== null && trimmed.startsWith('#')) return;
    const continued = trimmed.endsWith('\\');
    const part = continued ? trimmed.slice(0, -1) : trimmed;
    pending = pending
      ? { ...pending, text: `${pending.text} ${part}` }
      : { text: part, line: index + 1 };
    if (continued) return;
    const match = /^(\S+)\s*(.*)$/s.exec(pending.text.trim());
    if (match)
      result.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim(), line: pending.line });
    pending = null;
  });
  return result;
}

function execForm(instruction: Instruction): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(instruction.args);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw new Error(
      `Dockerfile line ${instruction.line}: ${instruction.keyword} must use the exec form, ["node", "…"] (got ${instruction.args})`,
    );
  }
  return parsed as string[];
}

/** What a container of the Dockerfile's final stage runs, and where. */
export function parseImageCommand(text: string): ImageCommand {
  let workdir = '/';
  let entrypoint: string[] = [];
  let cmd: string[] | null = null;
  let bundleAt: string | null = null;
  for (const instruction of instructions(text)) {
    switch (instruction.keyword) {
      case 'FROM': // a new stage starts from scratch (the base image's settings are not ours)
        workdir = '/';
        entrypoint = [];
        cmd = null;
        bundleAt = null;
        break;
      case 'COPY': {
        const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
        const to = words.at(-1);
        if (words.length === 2 && /^\.?\/?dist\/bundle\/?$/.test(words[0]!) && to)
          bundleAt = posix.resolve(workdir, to);
        break;
      }
      case 'WORKDIR':
        workdir = posix.resolve(workdir, instruction.args);
        break;
      case 'ENTRYPOINT': // as in Docker, a new ENTRYPOINT clears an earlier CMD
        entrypoint = execForm(instruction);
        cmd = null;
        break;
      case 'CMD':
        cmd = execForm(instruction);
        break;
    }
  }
  const argv = [...entrypoint, ...(cmd ?? [])];
  if (argv.length === 0) throw new Error('The Dockerfile has neither ENTRYPOINT nor CMD');
  return { workdir, argv, bundleAt };
}

export function readImageCommand(file = DOCKERFILE): ImageCommand {
  return parseImageCommand(readFileSync(file, 'utf8'));
}

/**
 * The image's command run outside a container: in `bundleDir` (the image copies the bundle to
 * its WORKDIR), with this Node for `node` (the image's is on its PATH).
 */
export function commandInBundle(
  image: ImageCommand,
  bundleDir: string,
  node = process.execPath,
): { command: string; args: string[]; cwd: string } {
  if (image.bundleAt !== image.workdir) {
    throw new Error(
      `The image runs in ${image.workdir} but copies the bundle to ${image.bundleAt ?? 'nowhere'}`,
    );
  }
  const [program, ...args] = image.argv;
  if (program !== 'node') {
    throw new Error(
      `The image runs '${program}', not node: the bench cannot start it without Docker`,
    );
  }
  for (const arg of args) {
    if (posix.isAbsolute(arg) && !arg.startsWith(`${image.workdir}/`)) {
      throw new Error(`The image's command names ${arg}, outside its WORKDIR ${image.workdir}`);
    }
  }
  const inBundle = args.map((arg) =>
    posix.isAbsolute(arg) ? posix.join(bundleDir, posix.relative(image.workdir, arg)) : arg,
  );
  return { command: node, args: inBundle, cwd: bundleDir };
}

/** How the cluster bench starts each server: the Dockerfile's command, in the bundle. */
export function productionLaunch(bundleDir: string, file = DOCKERFILE) {
  return commandInBundle(readImageCommand(file), bundleDir);
}
