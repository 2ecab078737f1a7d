/** The figures the pages bench takes out of a Lighthouse result (LHR). */

/** The parts of an LHR read here (Lighthouse's own type is far larger). */
export interface LhrLike {
  finalDisplayedUrl?: string;
  /** How fast this machine ran Lighthouse's CPU benchmark (higher is faster). */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        title?: string;
        details?: { type?: string; items?: unknown[] };
      }
    | undefined
  >;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Same-origin script and stylesheet URLs the page loaded. */
  scripts: string[];
  stylesheets: string[];
  /** Audits that cost points outside performance, as `category: audit id`. */
  failedAudits: string[];
  /** Lighthouse's CPU benchmark on this machine for this run; null when absent. */
  benchmarkIndex: number | null;
  /**
   * Same-origin scripts whose request started before the page marked itself hydrated (the
   * `hydrated` user-timing mark, set by apps/web root.tsx); null when the page never did.
   */
  scriptsBeforeHydrated: string[] | null;
}

/** The user-timing mark the site sets once the page has hydrated (apps/web/app/root.tsx). */
export const HYDRATED_MARK = 'hydrated';

interface NetworkItem {
  url?: string;
  resourceType?: string;
  mimeType?: string;
  /** ms since the first request (the document's), when the renderer asked for it. */
  rendererStartTime?: number;
}

interface UserTiming {
  name?: string;
  timingType?: string;
  /** ms since the navigation started. */
  startTime?: number;
}

const numeric = (lhr: LhrLike, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Reads scores, metrics, loaded JS and CSS and failed audits from one Lighthouse run. */
export function readLhr(lhr: LhrLike, origin: string): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  const urlsOf = (type: string, mime: RegExp, before = Number.POSITIVE_INFINITY) => [
    ...new Set(
      items
        .filter(
          (item) =>
            typeof item.url === 'string' &&
            sameOrigin(item.url) &&
            (item.resourceType === type || mime.test(item.mimeType ?? '')) &&
            (item.rendererStartTime ?? Number.POSITIVE_INFINITY) <= before,
        )
        .map((item) => item.url!),
    ),
  ];
  const timings = (lhr.audits['user-timings']?.details?.items ?? []) as UserTiming[];
  const hydratedAt = timings.find(
    (timing) => timing.name === HYDRATED_MARK && timing.timingType === 'Mark',
  )?.startTime;

  const failedAudits: string[] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode ?? ''))
        continue;
      if (audit.score !== null && audit.score < 1) failedAudits.push(`${category}: ${ref.id}`);
    }
  }

  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scripts: urlsOf('Script', /javascript/),
    stylesheets: urlsOf('Stylesheet', /text\/css/),
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scriptsBeforeHydrated:
      typeof hydratedAt === 'number' ? urlsOf('Script', /javascript/, hydratedAt) : null,
  };
}

/**
 * The run that stands for several runs of one page: the median by performance score (the
 * lower middle for an even count), so one slow or fast outlier does not decide the figure.
 */
export function medianRun(runs: readonly PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** URLs of `<loc>` entries of a sitemap, in order. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

/**
 * The representative set: one page of each kind the site has, taken from the sitemap so that
 * it names real pages — home, the main sections, the first destination and the first article —
 * and pages in other languages at their own addresses (issue 26): Spanish home, German
 * destinations, the Arabic contact page and the first Arabic article (right to left).
 */
export function representativePaths(paths: readonly string[]): string[] {
  const fixed = [
    '/',
    '/services',
    '/destinations',
    '/blog',
    '/contact',
    '/flight-booking',
    '/quiz',
    '/tools',
  ];
  const chosen = fixed.filter((path) => paths.includes(path));
  const destination = paths.find((path) => /^\/destinations\/[^/]+$/.test(path));
  const article = paths.find((path) => /^\/blog\/[^/]+$/.test(path));
  if (destination) chosen.push(destination);
  if (article) chosen.push(article);
  const languages = ['/es', '/de/destinations', '/ar/contact'];
  chosen.push(...languages.filter((path) => paths.includes(path)));
  const arabicArticle = paths.find((path) => /^\/ar\/blog\/[^/]+$/.test(path));
  if (arabicArticle) chosen.push(arabicArticle);
  return chosen;
}
