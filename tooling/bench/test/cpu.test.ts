import { describe, expect, it } from 'vitest';
import { parseProcStat } from '../src/lib/cpu.ts';

describe('parseProcStat', () => {
  it('reads pid, parent and user + system time (ticks of 10 ms), whatever the command name', () => {
    const line =
      '4242 (node (vite) x) S 4200 4242 4200 0 -1 4194560 20000 0 0 0 150 25 3 1 20 0 11 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4200, cpuMs: 1750, rssMb: 0 });
    const withRss = line.replace(/ 100 0 0$/, ' 100 0 25000');
    expect(parseProcStat(withRss)?.rssMb).toBeCloseTo(102.4);
  });

  it('returns null for a line it cannot read', () => {
    expect(parseProcStat('garbage')).toBeNull();
    expect(parseProcStat('12 (x) S')).toBeNull();
  });
});
