import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  formatBudget,
  parseBudgets,
  summarizeChecks,
  unmeasuredBudgets,
  withinBudget,
  type Measurement,
} from '../src/lib/budgets.ts';

const m = (
  metric: string,
  subject: string,
  value: number | null,
  section = 'pages',
): Measurement => ({
  section,
  subject,
  metric,
  value,
});

describe('the checked-in budgets file', () => {
  const budgets = parseBudgets(
    JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')),
  );

  it('holds the starting budgets of the issue', () => {
    expect(budgets.pages!.performance).toMatchObject({ min: 95 });
    for (const metric of ['accessibility', 'bestPractices', 'seo'])
      expect(budgets.pages![metric]).toMatchObject({ min: 100 });
    expect(budgets.pages!.cls).toMatchObject({ max: 0 });
    // Issue 17: the framework chunk plus at most 30 kB of the site's own code, on every page.
    expect(budgets.pages!.jsKb).toBeUndefined();
    expect(budgets.pages!.siteJsKb).toMatchObject({ max: 30 });
    expect(budgets.pages!.siteJsKb!.subjects).toBeUndefined();
    expect(budgets['slow-phone']!.performance).toMatchObject({ min: 95 });
    expect(budgets['slow-phone']!.tbtMs).toMatchObject({ max: 200 });
    expect(budgets.pages!.cssKb).toMatchObject({ max: 20 });
  });

  it('allows no lost lead anywhere', () => {
    for (const section of ['api', 'crash', 'outage'])
      expect(budgets[section]!.lost).toMatchObject({ max: 0 });
  });

  it('does not let a durability check pass on nothing: answered leads and read-back rows', () => {
    expect(budgets.crash!.answered).toMatchObject({ min: 1 });
    expect(budgets.hostile!.readBack).toMatchObject({ min: 1 });
  });
});

describe('parseBudgets', () => {
  it('skips $comment keys and keeps the rest', () => {
    expect(parseBudgets({ $comment: 'x', api: { lost: { max: 0 } } })).toEqual({
      api: { lost: { max: 0 } },
    });
  });

  it.each([
    [[], 'must hold a JSON object'],
    [{ api: 3 }, 'api must be an object'],
    [{ api: { lost: {} } }, 'needs min or max'],
    [{ api: { lost: { max: '0' } } }, 'max must be a number'],
    [{ api: { lost: { min: 5, max: 1 } } }, 'min is above max'],
    [{ api: { lost: { max: 0, maximum: 1 } } }, "unknown key 'maximum'"],
    [{ api: { lost: { max: 0, subjects: '/' } } }, 'subjects must be a list'],
  ])('rejects %j', (json, message) => {
    expect(() => parseBudgets(json)).toThrow(message);
  });
});

describe('checking figures', () => {
  it('includes both ends and fails NaN', () => {
    expect(withinBudget(95, { min: 95 })).toBe(true);
    expect(withinBudget(94.9, { min: 95 })).toBe(false);
    expect(withinBudget(0, { max: 0 })).toBe(true);
    expect(withinBudget(0.001, { max: 0 })).toBe(false);
    expect(withinBudget(Number.NaN, { max: 1 })).toBe(false);
  });

  it('holds only the listed subjects to a budget with subjects, and reports missing figures apart', () => {
    const budgets = parseBudgets({
      pages: { jsKb: { max: 130, subjects: ['/ mobile'] }, cls: { max: 0 } },
    });
    const checks = checkBudgets(
      [
        m('jsKb', '/ mobile', 256),
        m('jsKb', '/blog mobile', 300),
        m('cls', '/blog mobile', null),
        m('tbtMs', '/', 9),
      ],
      budgets,
    );
    expect(
      checks.map((check) => [check.measurement.subject, check.measurement.metric, check.ok]),
    ).toEqual([
      ['/ mobile', 'jsKb', false],
      ['/blog mobile', 'cls', null],
    ]);
  });

  it('summarizes per budget with the worst figure: the lowest for a min, the highest for a max', () => {
    const budgets = parseBudgets({ pages: { performance: { min: 95 }, cls: { max: 0 } } });
    const rows = summarizeChecks(
      checkBudgets(
        [
          m('performance', '/ mobile', 79),
          m('performance', '/ desktop', 97),
          m('performance', '/blog mobile', 90),
          m('cls', '/', 0),
          m('cls', '/blog', 0.02),
        ],
        budgets,
      ),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        metric: 'performance',
        held: 1,
        broken: 2,
        worst: expect.objectContaining({ subject: '/ mobile' }),
      }),
      expect.objectContaining({
        metric: 'cls',
        held: 1,
        broken: 1,
        worst: expect.objectContaining({ subject: '/blog' }),
      }),
    ]);
  });

  it('fails a figure that could not be measured instead of counting it as held', () => {
    const budgets = parseBudgets({ crash: { answered: { min: 1 } } });
    const rows = summarizeChecks(
      checkBudgets([m('answered', 'contact · PGlite', null, 'crash')], budgets),
    );
    expect(rows).toEqual([expect.objectContaining({ held: 0, broken: 0, missing: 1 })]);
  });

  it('names the budgets of a section that ran without any figure for them', () => {
    const budgets = parseBudgets({
      pages: { cls: { max: 0 }, jsKb: { max: 130, subjects: ['/ mobile', '/ desktop'] } },
      hostile: { readBack: { min: 1 } },
      outage: { lost: { max: 0 } },
    });
    // `/` measured on mobile only, without its JS; hostile produced nothing; outage did not run.
    const measurements = [
      m('cls', '/ mobile', 0),
      m('cls', '/blog desktop', 0),
      m('jsKb', '/blog desktop', 99),
    ];
    expect(unmeasuredBudgets(measurements, budgets, ['pages', 'hostile'])).toEqual([
      'pages.jsKb (/ mobile)',
      'hostile.readBack',
    ]);
    expect(
      unmeasuredBudgets([...measurements, m('jsKb', '/ mobile', 120)], budgets, ['pages']),
    ).toEqual([]);
  });

  it('writes a budget as a reader expects', () => {
    expect(formatBudget({ min: 95 })).toBe('≥ 95');
    expect(formatBudget({ max: 130, unit: 'kB' })).toBe('≤ 130 kB');
    expect(formatBudget({ min: 0, max: 0 })).toBe('= 0');
    expect(formatBudget({ min: 1, max: 2, unit: 'ms' })).toBe('1–2 ms');
  });
});
