import { readFileSync, unlinkSync, writeFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file in DATA_DIR that names the process owning it. */
export const LOCK_FILE = 'owner.lock';

/**
 * Who holds a data directory. A pid alone can be mistaken for a live owner: in a container
 * the server is pid 1 after every restart. With the boot id and the process's start time
 * (both from /proc), a record left by a process that died names no living process, and is
 * taken over.
 */
export interface LockRecord {
  pid: number;
  bootId: string | null;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTime: string | null;
  hostname: string;
  /** What the holder is: `server`, `pnpm backup`, … */
  role: string;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord,
  ) {
    super(
      `${dataDir} is in use by ${holder.role} (pid ${holder.pid} on ${holder.hostname}, since ` +
        `${holder.since}). Only one process may open it at a time.`,
    );
  }
}

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const bootId = () =>
  readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(), null);

function processStartTime(pid: number): string | null {
  return readOr(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  }, null);
}

/** Whether the process a record names is still running (the same process, not a reused pid). */
export function isLive(record: LockRecord): boolean {
  if (record.hostname !== hostname()) return true; // cannot tell: a shared volume; be safe
  const boot = bootId();
  if (boot !== null && record.bootId !== null) {
    if (record.bootId !== boot) return false;
    const startTime = processStartTime(record.pid);
    return startTime !== null && startTime === record.startTime;
  }
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockRecord | null {
  return readOr(
    () => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockRecord,
    null,
  );
}

/** The live holder of `dataDir`, or null when nobody (alive) holds it. */
export function lockHolder(dataDir: string): LockRecord | null {
  const record = readLock(dataDir);
  return record && isLive(record) ? record : null;
}

export interface DataDirLock {
  readonly record: LockRecord;
  release(): void;
}

/**
 * Takes `dataDir` for this process, or throws DataDirLockedError naming the live holder. A
 * record of a dead process is replaced. Released on `release()`; if the process dies first,
 * the record it leaves no longer matches a live process. Known gap: two processes that find
 * the same stale record at the same instant could both remove it and one replace the other's
 * fresh record; starting two servers on one directory within milliseconds of each other,
 * after a crash, is the only way to meet it.
 */
export function acquireDataDirLock(dataDir: string, role: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const record: LockRecord = {
    pid: process.pid,
    bootId: bootId(),
    startTime: processStartTime(process.pid),
    hostname: hostname(),
    role,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // `wx`: fails if the file exists, so of two processes starting at once only one wins.
      writeFileSync(path, `${JSON.stringify(record)}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        record,
        release() {
          if (released) return;
          released = true;
          // Only our own record: never one a later owner wrote.
          if (
            readLock(dataDir)?.startTime === record.startTime &&
            readLock(dataDir)?.pid === record.pid
          )
            unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readLock(dataDir);
    if (existing && isLive(existing)) throw new DataDirLockedError(dataDir, existing);
    if (!existing) {
      // Unreadable: cut short by a crash, or being written this instant by another process.
      const age = readOr(() => Date.now() - statSync(path).mtimeMs, Infinity);
      if (age < 5_000) throw new Error(`${path} is being taken by another process`);
    }
    readOr(() => unlinkSync(path), undefined);
  }
  throw new Error(`Could not take ${path}: it keeps changing`);
}
