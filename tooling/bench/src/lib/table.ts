/** Plain-text tables and number formats for the bench's output. */

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  /** Numbers read best right-aligned; the default is left. */
  align?: Align;
}

export interface Table {
  title: string;
  columns: Column[];
  rows: string[][];
  /** Lines printed under the table (explanations, reference figures). */
  notes?: string[];
}

/**
 * Display width of a string in a monospace terminal: one per code point, none for combining
 * marks and zero-width characters, two for East Asian wide characters and most emoji.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(char)) continue;
    width += isWide(code) ? 2 : 1;
  }
  return width;
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

function pad(text: string, width: number, align: Align): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/** The table as lines of text: title, header, rule, rows, then notes. Missing cells are blank. */
export function renderTable(table: Table): string {
  const widths = table.columns.map((column, index) =>
    Math.max(
      displayWidth(column.header),
      ...table.rows.map((row) => displayWidth(row[index] ?? '')),
    ),
  );
  const line = (cells: string[]) =>
    table.columns
      .map((column, index) => pad(cells[index] ?? '', widths[index]!, column.align ?? 'left'))
      .join('  ')
      .trimEnd();
  const out = [
    table.title,
    line(table.columns.map((column) => column.header)),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...table.rows.map(line),
  ];
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

/** A Markdown table of the same content (for BENCHMARKS.md and `--markdown`). */
export function renderMarkdownTable(table: Table): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const header = `| ${table.columns.map((column) => escape(column.header)).join(' | ')} |`;
  const rule = `| ${table.columns.map((column) => (column.align === 'right' ? '---:' : '---')).join(' | ')} |`;
  const rows = table.rows.map(
    (row) => `| ${table.columns.map((_, index) => escape(row[index] ?? '')).join(' | ')} |`,
  );
  const notes = (table.notes ?? []).map((note) => `\n${note}`);
  return [`**${table.title}**`, '', header, rule, ...rows, ...notes].join('\n');
}

/** `1,234` (no decimals), `—` for a missing value. */
export function formatInt(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return Math.round(value).toLocaleString('en-US');
}

/** A number with `digits` decimals, `—` for a missing value. */
export function formatFixed(value: number | null | undefined, digits: number): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Milliseconds as `850 ms` below 10 s, `12.3 s` above. */
export function formatMs(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  if (Math.abs(value) < 10_000) return `${formatInt(value)} ms`;
  return `${formatFixed(value / 1000, 1)} s`;
}

/** Bytes as kilobytes (1 kB = 1,000 bytes, as browsers' network panels count), one decimal. */
export function formatKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '—';
  return `${formatFixed(bytes / 1000, 1)} kB`;
}

/** A check mark for a held figure, a cross for a broken one, a dash for a missing one. */
export function mark(ok: boolean | null): string {
  if (ok === null) return '–';
  return ok ? '✓' : '✗';
}
