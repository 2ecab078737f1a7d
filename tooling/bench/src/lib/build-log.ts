/**
 * Times of a web build read from its output: React Router prints one `Prerender (html): …`
 * line per page as it writes it, so the stamps of those lines time the prerender. Lines may
 * also carry the CPU time the build had used by then (Linux), which other work on the machine
 * does not inflate.
 */

export interface StampedLine {
  /** ms since the build started */
  at: number;
  text: string;
  /** CPU time of the build's processes when the line came (ms), if sampled. */
  cpuMs?: number;
  /** Their resident memory then (MB), if sampled. */
  rssMb?: number;
}

/** One way of counting time over the prerender: wall clock or CPU. */
export interface PrerenderCost {
  /** First to last prerendered page (ms). */
  prerenderMs: number;
  /** prerenderMs per page. */
  perPageMs: number;
  /** Per article page: the time since the page before it was written, averaged (ms). */
  perArticleMs: number;
  /** The same over the first and the second half of the articles: equal if the cost is flat. */
  firstHalfPerArticleMs: number;
  secondHalfPerArticleMs: number;
}

export interface BuildTiming {
  /** Pages written as HTML. */
  pages: number;
  /** Blog articles among them (/blog/<slug>). */
  articles: number;
  /** Start to the first prerendered page: Vite's client and server builds (ms). */
  bundleMs: number;
  /** Start to the end of the output (ms). */
  totalMs: number;
  wall: PrerenderCost;
  /** null when the lines carry no CPU samples. */
  cpu: PrerenderCost | null;
  /** Resident memory of the build at the first and the last prerender line (MB), if sampled. */
  rssMb: { first: number; last: number } | null;
}

const PRERENDER_LINE = /^Prerender \((html|data|resource)\): /;
const HTML_LINE = /^Prerender \(html\): (\/\S*) -> /;
/** An article page: /blog/<slug>, not the blog's own not-found page (`__not-found`). */
const ARTICLE = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether the bench should sample the CPU time at this line of the build's output. */
export const isPrerenderLine = (text: string): boolean => PRERENDER_LINE.test(text);

const average = (values: number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

function cost(
  first: StampedLine,
  last: StampedLine,
  html: { line: StampedLine; path: string }[],
  clock: (line: StampedLine) => number,
): PrerenderCost {
  const prerenderMs = clock(last) - clock(first);
  // A page's cost: the time since the page before it was written (the first page: since the
  // first prerender line of any kind). Four pages render at once, so this is a throughput.
  const articleGaps = html
    .map((entry, index) => ({
      path: entry.path,
      ms: clock(entry.line) - clock(index === 0 ? first : html[index - 1]!.line),
    }))
    .filter((gap) => ARTICLE.test(gap.path))
    .map((gap) => gap.ms);
  const half = Math.floor(articleGaps.length / 2);
  return {
    prerenderMs,
    perPageMs: prerenderMs / html.length,
    perArticleMs: average(articleGaps),
    firstHalfPerArticleMs: average(articleGaps.slice(0, half)),
    secondHalfPerArticleMs: average(articleGaps.slice(half)),
  };
}

export function analyzeBuildLog(lines: readonly StampedLine[], endAt: number): BuildTiming {
  const prerender = lines.filter((line) => PRERENDER_LINE.test(line.text));
  // React Router also writes the SPA fallback through this logger; it names no path.
  const html = prerender
    .map((line) => ({ line, path: HTML_LINE.exec(line.text)?.[1] }))
    .filter((entry): entry is { line: StampedLine; path: string } => entry.path !== undefined);
  if (prerender.length === 0 || html.length === 0) {
    throw new Error('The build printed no "Prerender (html)" line: did it prerender?');
  }
  const first = prerender[0]!;
  const last = prerender.at(-1)!;
  const sampled = prerender.every((line) => typeof line.cpuMs === 'number');

  return {
    pages: html.length,
    articles: html.filter((entry) => ARTICLE.test(entry.path)).length,
    bundleMs: first.at,
    totalMs: endAt,
    wall: cost(first, last, html, (line) => line.at),
    cpu: sampled ? cost(first, last, html, (line) => line.cpuMs!) : null,
    rssMb:
      first.rssMb !== undefined && last.rssMb !== undefined
        ? { first: first.rssMb, last: last.rssMb }
        : null,
  };
}
