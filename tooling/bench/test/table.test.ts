import { describe, expect, it } from 'vitest';
import {
  displayWidth,
  formatFixed,
  formatInt,
  formatKb,
  formatMs,
  mark,
  renderMarkdownTable,
  renderTable,
} from '../src/lib/table.ts';

describe('renderTable', () => {
  const table = {
    title: 'Title',
    columns: [{ header: 'Route' }, { header: 'req/s', align: 'right' as const }],
    rows: [
      ['/', '1,234'],
      ['/blog/a-long-article', '5'],
    ],
    notes: ['a note'],
  };

  it('pads columns to the widest cell, numbers to the right', () => {
    expect(renderTable(table).split('\n')).toEqual([
      'Title',
      'Route                 req/s',
      '────────────────────  ─────',
      '/                     1,234',
      '/blog/a-long-article      5',
      '  a note',
    ]);
  });

  it('lines up wide characters, emoji and combining marks by what a terminal shows', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('東京')).toBe(4);
    expect(displayWidth('🌍')).toBe(2);
    expect(displayWidth('e\u0301')).toBe(1);
    const lines = renderTable({
      title: 't',
      columns: [{ header: 'x' }, { header: 'y' }],
      rows: [
        ['東京', '1'],
        ['ab', '2'],
      ],
    }).split('\n');
    expect(lines[3]).toBe('東京  1');
    expect(lines[4]).toBe('ab    2');
  });

  it('leaves missing cells blank and trims the ends of lines', () => {
    const text = renderTable({
      title: 't',
      columns: [{ header: 'a' }, { header: 'b' }],
      rows: [['x']],
    });
    expect(text.split('\n')[3]).toBe('x');
  });
});

describe('renderMarkdownTable', () => {
  it('writes a GitHub table, right-aligned numbers, escaped pipes', () => {
    const text = renderMarkdownTable({
      title: 'T',
      columns: [{ header: 'a' }, { header: 'n', align: 'right' }],
      rows: [['x|y', '1']],
    });
    expect(text).toBe(['**T**', '', '| a | n |', '| --- | ---: |', '| x\\|y | 1 |'].join('\n'));
  });
});

describe('number formats', () => {
  it('formats counts, fixed decimals, times, sizes and marks; a dash for a missing figure', () => {
    expect(formatInt(1234.6)).toBe('1,235');
    expect(formatInt(null)).toBe('—');
    expect(formatFixed(0.1234, 3)).toBe('0.123');
    expect(formatFixed(Number.NaN, 1)).toBe('—');
    expect(formatMs(850.4)).toBe('850 ms');
    expect(formatMs(12_345)).toBe('12.3 s');
    expect(formatKb(256_400)).toBe('256.4 kB');
    expect(mark(true)).toBe('✓');
    expect(mark(false)).toBe('✗');
    expect(mark(null)).toBe('–');
  });
});
