import { format, getSupportInfo } from 'prettier';
import { describe, expect, it } from 'vitest';
import config from '../index.js';

const formatted = (code: string) => format(code, { ...config, parser: 'typescript' });

describe('the shared Prettier settings', () => {
  it('are all options this Prettier knows', async () => {
    // Prettier ignores an unknown (e.g. renamed) option silently.
    const known = new Set((await getSupportInfo()).options.map((option) => option.name));
    expect(Object.keys(config).filter((name) => !known.has(name))).toEqual([]);
  });

  it('write single quotes and trailing commas', async () => {
    expect(await formatted('const list = ["a", "b"]\n')).toBe("const list = ['a', 'b'];\n");
    const long = `call(${Array.from({ length: 12 }, (_, index) => `argument${index}`).join(', ')});\n`;
    expect(await formatted(long)).toMatch(/argument11,\n\);\n$/);
  });

  it('wrap at 100 columns, not at 80', async () => {
    const line = `export const sentence = '${'x'.repeat(60)}' + suffix;\n`;
    expect(line.length - 1).toBeGreaterThan(80);
    expect(line.length - 1).toBeLessThanOrEqual(100);
    expect(await formatted(line)).toBe(line);
    const longer = `export const sentence = '${'x'.repeat(60)}' + suffix + another + third;\n`;
    expect(longer.length - 1).toBeGreaterThan(100);
    expect((await formatted(longer)).split('\n').length).toBeGreaterThan(2);
  });
});
