import { describe, expect, it } from 'vitest';
import { parseCliArgs, SECTIONS } from '../src/lib/args.ts';

describe('parseCliArgs', () => {
  it('runs every section by default, building first, with PostgreSQL when it answers', () => {
    const options = parseCliArgs([]);
    expect(options.sections).toEqual([...SECTIONS]);
    expect(options).toMatchObject({
      skipped: [],
      all: true,
      build: true,
      postgres: true,
      requests: 4000,
      cases: 10_000,
      articles: 1000,
      routes: null,
    });
  });

  it('runs the named sections in the documented order, once each; `build` means build-scale', () => {
    expect(parseCliArgs(['static', 'pages', 'api', 'pages']).sections).toEqual([
      'pages',
      'api',
      'static',
    ]);
    expect(parseCliArgs(['build']).sections).toEqual(['build-scale']);
  });

  it('rejects an unknown section or option, naming it', () => {
    expect(() => parseCliArgs(['speed'])).toThrow("Unknown section 'speed'");
    expect(() => parseCliArgs(['--fast'])).toThrow();
  });

  it('reads --all, --routes, --no-build, --no-postgres and numbers', () => {
    const options = parseCliArgs([
      'pages',
      '--all',
      '--no-build',
      '--no-postgres',
      '--requests',
      '200',
      '--cases=50',
      '--json',
      'out.json',
    ]);
    expect(options).toMatchObject({
      all: true,
      build: false,
      postgres: false,
      requests: 200,
      cases: 50,
      json: 'out.json',
    });
    expect(parseCliArgs(['--routes', '/, /blog']).routes).toEqual(['/', '/blog']);
    expect(() => parseCliArgs(['--routes', 'blog'])).toThrow('start with /');
    expect(() => parseCliArgs(['--requests', '0'])).toThrow('at least 1');
    expect(() => parseCliArgs(['--cases', 'many'])).toThrow('whole number');
  });

  it('leaves out --skip sections, in one flag or several, and refuses to skip everything', () => {
    const options = parseCliArgs(['--skip', 'outage,build', '--skip=pages']);
    expect(options.skipped).toEqual(['pages', 'outage', 'build-scale']);
    expect(options.sections).toEqual([
      'slow-phone',
      'tasks',
      'navigation',
      'api',
      'crash',
      'mail',
      'cluster',
      'stalled',
      'commit',
      'hostile',
      'static',
      'inbox',
    ]);
    expect(parseCliArgs(['api', 'outage', '--skip', 'outage']).sections).toEqual(['api']);
    expect(() => parseCliArgs(['--skip', 'speed'])).toThrow("Unknown section 'speed'");
    expect(() => parseCliArgs(['api', '--skip', 'api'])).toThrow('no section to run');
  });

  it('makes --quick a smaller run whose numbers can still be set', () => {
    expect(parseCliArgs(['--quick'])).toMatchObject({
      all: false,
      requests: 500,
      cases: 1000,
      articles: 200,
      duration: 3,
    });
    expect(parseCliArgs(['--quick', '--cases', '70']).cases).toBe(70);
    expect(parseCliArgs(['--quick', '--all']).all).toBe(true);
  });

  it('ignores the -- pnpm may pass through', () => {
    expect(parseCliArgs(['--', 'api']).sections).toEqual(['api']);
  });
});
