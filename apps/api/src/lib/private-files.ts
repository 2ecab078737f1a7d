import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * Everything this process creates is its user's alone (umask 077): PGlite writes its files
 * 0666/0644 whatever the folder's mode, and the WAL holds password hashes and leads. Worker
 * threads cannot change the mask (it is the process's); the main thread's applies to them.
 */
export function restrictUmask(): void {
  if (isMainThread) process.umask(0o077);
}

/**
 * Makes `dir` (created if missing) 0700 and takes group and other bits off what is already in
 * it, at every start: a folder made beforehand (`mkdir -p`, a volume) keeps whatever mode it was
 * given, and files written before this rule may be world-readable. A folder others can enter
 * that this process cannot change is refused with a message naming the setting.
 */
export function securePrivateDir(dir: string, setting: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o077) {
    try {
      chmodSync(dir, 0o700);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(
        `${setting} ${dir} can be entered by other users (mode 0${mode.toString(8)}) and ` +
          `this process cannot change that (${code}): give it to the server's user with mode 0700`,
        { cause: error },
      );
    }
  }
  restrictTree(dir);
}

/** Takes group and other bits off everything under `dir` (links not followed). */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Links are not followed: only what is in the folder itself is ours to change.
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(path).mode & 0o777;
    if (mode & 0o077) {
      try {
        chmodSync(path, mode & 0o700);
      } catch {
        // Not ours (another user's file): the folder's 0700 keeps others from reaching it.
      }
    }
    if (entry.isDirectory()) restrictTree(path);
  }
}
