/**
 * CPU time of a process and its descendants, from Linux's /proc: unlike wall-clock time it
 * does not grow when other work on the machine takes the cores. null where there is no /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, ms */
  cpuMs: number;
  /** resident set size, MB (pages of 4 KiB) */
  rssMb: number;
}

const PAGE_BYTES = 4096;

/** Parses one /proc/<pid>/stat line (the command name may hold spaces and parentheses). */
export function parseProcStat(line: string): ProcStat | null {
  const close = line.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number.parseInt(line, 10);
  // After ") ": state(3) ppid(4) … utime(14) stime(15), numbered from 1 with pid and comm.
  const fields = line.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  // rss is field 24.
  const rss = Number(fields[21]);
  if (![pid, ppid, utime, stime, rss].every(Number.isFinite)) return null;
  return {
    pid,
    ppid,
    cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND,
    rssMb: (rss * PAGE_BYTES) / 1_000_000,
  };
}

function readStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** The pids of `root` and every process under it, right now. */
export function processTree(root: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    const stat = readStat(Number(entry));
    if (!stat) continue;
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat.pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * A sampler of the CPU time and resident memory of a process tree. It looks for new
 * descendants every `rescanEvery` samples only (reading all of /proc is the costly part).
 */
export function cpuSampler(
  root: number,
  rescanEvery = 50,
): () => { cpuMs: number; rssMb: number } | null {
  let pids: number[] = [];
  let samples = 0;
  /** CPU of descendants that have exited since they were first seen, kept at their last value. */
  const last = new Map<number, number>();
  return () => {
    if (samples++ % rescanEvery === 0) pids = processTree(root);
    if (pids.length === 0) return null;
    let rssMb = 0;
    for (const pid of pids) {
      const stat = readStat(pid);
      if (!stat) continue;
      last.set(pid, stat.cpuMs);
      rssMb += stat.rssMb;
    }
    let cpuMs = 0;
    for (const value of last.values()) cpuMs += value;
    return { cpuMs, rssMb };
  };
}
