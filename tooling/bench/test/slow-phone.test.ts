import { describe, expect, it } from 'vitest';
import { checkBudgets, parseBudgets } from '../src/lib/budgets.ts';
import {
  medianOf,
  ratioToReference,
  slowdownMultiplier,
  splitFramework,
  withoutScripts,
} from '../src/lib/slow-phone.ts';
import { slowPhonePaths } from '../src/sections/slow-phone.ts';
import budgetsJson from '../budgets.json' with { type: 'json' };

describe('the slow-phone calibration', () => {
  it('slows the CPU by the machine’s index over 300, to one decimal', () => {
    expect(slowdownMultiplier(3700)).toBe(12.3);
    expect(slowdownMultiplier(3900)).toBe(13);
    expect(slowdownMultiplier(1500)).toBe(5);
    expect(slowdownMultiplier(1500, 500)).toBe(3);
  });

  it('never speeds a machine up, and refuses an index it cannot use', () => {
    expect(slowdownMultiplier(300)).toBe(1);
    expect(slowdownMultiplier(120)).toBe(1);
    expect(() => slowdownMultiplier(0)).toThrow(RangeError);
    expect(() => slowdownMultiplier(Number.NaN)).toThrow(RangeError);
    expect(() => slowdownMultiplier(1000, 0)).toThrow(RangeError);
  });

  it('takes the median of the figures it has, leaving out the missing ones', () => {
    expect(medianOf([228, 852, 477])).toBe(477);
    expect(medianOf([3712, null, 3650, 3801, undefined, 1100, 3900])).toBe(3712);
    expect(medianOf([null, undefined])).toBeNull();
    expect(medianOf([])).toBeNull();
  });
});

describe('the reference page', () => {
  it('gives a route’s figure over the reference’s, and no ratio without both', () => {
    expect(ratioToReference(319, 77)).toBeCloseTo(4.14, 2);
    expect(ratioToReference(92, 99)).toBeCloseTo(0.929, 3);
    expect(ratioToReference(319, 0)).toBeNull();
    expect(ratioToReference(null, 77)).toBeNull();
    expect(ratioToReference(319, null)).toBeNull();
  });

  it('is the same document without a script or a module preload', () => {
    const html = [
      '<!DOCTYPE html><html><head><meta charset="utf-8">',
      '<script>document.documentElement.dataset.theme="dark"</script>',
      '<link rel="modulepreload" href="/assets/framework-Ab1.js"/>',
      '<link rel="stylesheet" href="/assets/root-x.css"/>',
      '<script type="application/ld+json">{"@type":"TravelAgency"}</script>',
      '</head><body><h1>Travel</h1><p>Text</p>',
      '<SCRIPT type="module" async="">import("/assets/entry.client-x.js");\n</SCRIPT >',
      '</body></html>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8">' +
        '<link rel="stylesheet" href="/assets/root-x.css"/>' +
        '</head><body><h1>Travel</h1><p>Text</p></body></html>',
    );
  });

  it('under --quick: home, a list, a form, the quiz and an article that exist', () => {
    expect(
      slowPhonePaths(['/', '/blog', '/blog/first', '/blog/second', '/contact', '/quiz', '/faq']),
    ).toEqual(['/', '/contact', '/quiz', '/blog/first']);
  });
});

describe('the JavaScript budget', () => {
  const origin = 'http://127.0.0.1:4000';
  const scripts = [
    `${origin}/assets/entry.client-M_lBr9zK.js`,
    `${origin}/assets/framework-kpGMEtHl.js`,
    `${origin}/assets/shared-BmDVCFZl.js`,
    `${origin}/assets/home-x1.js`,
    `${origin}/assets/frameworks-guide-x2.js`,
  ];

  it('tells the framework chunk, by its name in the build, from the site’s own code', () => {
    expect(splitFramework(scripts)).toEqual({
      framework: [`${origin}/assets/framework-kpGMEtHl.js`],
      site: [
        `${origin}/assets/entry.client-M_lBr9zK.js`,
        `${origin}/assets/shared-BmDVCFZl.js`,
        `${origin}/assets/home-x1.js`,
        `${origin}/assets/frameworks-guide-x2.js`,
      ],
    });
  });

  it('holds every page to 30 kB of the site’s own code, and fails one it could not measure', () => {
    const budgets = parseBudgets(budgetsJson);
    const figure = (subject: string, value: number | null) => ({
      section: 'pages',
      subject,
      metric: 'siteJsKb',
      value,
    });
    const checks = checkBudgets(
      [
        figure('/ mobile', 30),
        figure('/contact mobile', 30.1),
        figure('/quiz desktop', 12.4),
        figure('/blog mobile', null),
      ],
      budgets,
    );
    expect(checks.map((check) => check.ok)).toEqual([true, false, true, null]);
    // The old home-only budget of all the JavaScript is gone.
    expect(budgets.pages?.jsKb).toBeUndefined();
  });

  it('holds every route of the slow-phone profile to TBT ≤ 200 ms and performance ≥ 95', () => {
    const budgets = parseBudgets(budgetsJson);
    const checks = checkBudgets(
      [
        { section: 'slow-phone', subject: '/contact', metric: 'tbtMs', value: 201 },
        { section: 'slow-phone', subject: '/quiz', metric: 'tbtMs', value: 200 },
        { section: 'slow-phone', subject: '/quiz', metric: 'performance', value: 94 },
        {
          section: 'slow-phone',
          subject: 'static reference',
          metric: 'referenceTbtMs',
          value: 900,
        },
      ],
      budgets,
    );
    expect(checks.map((check) => check.ok)).toEqual([false, true, false]);
  });
});
