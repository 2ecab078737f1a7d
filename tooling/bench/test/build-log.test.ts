import { describe, expect, it } from 'vitest';
import { analyzeBuildLog, isPrerenderLine, type StampedLine } from '../src/lib/build-log.ts';

const line = (at: number, text: string, cpuMs?: number): StampedLine =>
  cpuMs === undefined ? { at, text } : { at, text, cpuMs };

const log = (cpu: boolean) => {
  const c = (value: number) => (cpu ? value : undefined);
  return [
    line(10, 'vite v8 building client environment for production...'),
    line(1000, 'Prerender (data): / -> build/client/_.data', c(500)),
    line(1100, 'Prerender (html): / -> build/client/index.html', c(550)),
    line(1200, 'Prerender (html): /faq -> build/client/faq/index.html', c(600)),
    line(1250, 'Prerender (data): /blog/a -> build/client/blog/a.data', c(620)),
    line(1300, 'Prerender (html): /blog/a -> build/client/blog/a/index.html', c(650)),
    line(1400, 'Prerender (html): /blog/b-2 -> build/client/blog/b-2/index.html', c(700)),
    line(1600, 'Prerender (html): /blog/c -> build/client/blog/c/index.html', c(760)),
    line(1900, 'Prerender (html): /blog/d -> build/client/blog/d/index.html', c(840)),
    line(
      2000,
      'Prerender (html): /blog/__not-found -> build/client/blog/__not-found/index.html',
      c(850),
    ),
    line(2000, 'Prerender (resource): /sitemap.xml -> build/client/sitemap.xml', c(850)),
    line(2100, 'Prerender (html): SPA Fallback -> build/client/__spa-fallback.html', c(900)),
    line(2500, 'compress: 10 files precompressed'),
  ];
};

describe('analyzeBuildLog', () => {
  it('times the prerender by the wall clock: per page, per article, first and second half', () => {
    const timing = analyzeBuildLog(log(false), 2600);
    expect(timing).toEqual({
      pages: 7,
      articles: 4,
      bundleMs: 1000,
      totalMs: 2600,
      wall: {
        prerenderMs: 1100,
        perPageMs: 1100 / 7,
        perArticleMs: (100 + 100 + 200 + 300) / 4,
        firstHalfPerArticleMs: 100,
        secondHalfPerArticleMs: 250,
      },
      cpu: null,
      rssMb: null,
    });
  });

  it('does the same with the CPU time the lines carry', () => {
    expect(analyzeBuildLog(log(true), 2600).cpu).toEqual({
      prerenderMs: 400,
      perPageMs: 400 / 7,
      perArticleMs: (50 + 50 + 60 + 80) / 4,
      firstHalfPerArticleMs: 50,
      secondHalfPerArticleMs: 70,
    });
  });

  it('reports the memory at the first and last prerender lines when sampled', () => {
    const lines = log(true).map((entry, index) => ({ ...entry, rssMb: 100 + index }));
    expect(analyzeBuildLog(lines, 2600).rssMb).toEqual({ first: 101, last: 111 });
  });

  it('tells which lines to sample, and fails when nothing was prerendered', () => {
    expect(isPrerenderLine('Prerender (data): / -> x')).toBe(true);
    expect(isPrerenderLine('compress: 10 files')).toBe(false);
    expect(() => analyzeBuildLog([line(1, 'vite build')], 2)).toThrow('no "Prerender (html)" line');
  });
});
