import { parseArgs } from 'node:util';

/** The benchmarks, in the order they run. */
export const SECTIONS = [
  'pages',
  'slow-phone',
  'tasks',
  'navigation',
  'api',
  'crash',
  'mail',
  'outage',
  'cluster',
  'stalled',
  'commit',
  'hostile',
  'static',
  'inbox',
  'build-scale',
] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface BenchOptions {
  /** The sections to run, in order (named ones, or all, less the skipped ones). */
  sections: SectionName[];
  /** Sections left out on purpose with --skip: reported as SKIPPED, never as holding. */
  skipped: SectionName[];
  /** pages: every route of the sitemap (the default) rather than the representative set. */
  all: boolean;
  /** pages: these paths instead (comma-separated on the command line). */
  routes: string[] | null;
  /** pages: Lighthouse runs per page and form factor; the median run (by performance) counts. */
  runs: number;
  /** Build the API and the web (into WEB_OUT_DIR=build-bench) first. */
  build: boolean;
  /** Also run against PostgreSQL when it answers. */
  postgres: boolean;
  /** api, crash: requests per endpoint and database; cluster: requests over both instances. */
  requests: number;
  /** api, static, crash: concurrent connections. */
  connections: number;
  /** static: seconds per URL. */
  duration: number;
  /** hostile: generated payloads per database. */
  cases: number;
  /** hostile: fast-check seed, for replaying a run. */
  seed: number;
  /** build-scale: generated articles. */
  articles: number;
  /** Print tables as Markdown (for BENCHMARKS.md). */
  markdown: boolean;
  /** Also write every figure and budget check to this JSON file. */
  json: string | null;
  help: boolean;
}

export const USAGE = `Usage: pnpm bench [section ...] [options]

Sections (default: all, in this order): ${SECTIONS.join(', ')}

Options:
  --skip a,b           leave out these sections (reported as SKIPPED)
  --routes /a,/b       pages, slow-phone, tasks: exactly these paths (default: every route of /sitemap.xml)
  --all                pages, slow-phone, tasks: every route, also with --quick
  --runs N             pages: Lighthouse runs per page and form factor, the median counts (default 1);
                       slow-phone: runs per page, navigation: per pair (default and minimum 3)
  --no-build           reuse apps/api/dist and apps/web/build-bench instead of building first
  --no-postgres        PGlite only: skips the PostgreSQL runs, outage, cluster and stalled (reported
                       as SKIPPED); without it, a PostgreSQL that does not answer is an error
  --requests N         api: requests per endpoint and database; cluster: over both instances
                       (default 4000)
  --connections N      api, static, crash: concurrent connections; cluster: over both (default 10)
  --duration S         static: seconds per URL (default 10)
  --cases N            hostile: generated payloads per database (default 10000)
  --seed N             hostile: fast-check seed (default 20261122)
  --articles N         build-scale: generated articles (default 1000)
  --quick              a smoke run: fewer requests, cases and articles, and Lighthouse on a
                       representative set of 10 pages (tasks too), slow-phone on 5 (budgets still apply)
  --markdown           print tables as Markdown
  --json FILE          also write every figure and budget check to FILE
  --help               this text

Exit status: 0 when every budget holds, 1 when one is broken or a figure could not be measured,
2 when a section could not run.`;

const positiveInt = (name: string, text: string | undefined, fallback: number): number => {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`--${name} must be a whole number of at least 1, got '${text}'`);
  }
  return Number(text);
};

/** Reads the command line (without `node` and the script); throws with a message on bad input. */
export function parseCliArgs(argv: readonly string[]): BenchOptions {
  const { values, positionals } = parseArgs({
    args: [...argv].filter((arg) => arg !== '--'),
    allowPositionals: true,
    strict: true,
    options: {
      all: { type: 'boolean', default: false },
      skip: { type: 'string', multiple: true },
      routes: { type: 'string' },
      runs: { type: 'string' },
      build: { type: 'boolean', default: true },
      'no-build': { type: 'boolean', default: false },
      'no-postgres': { type: 'boolean', default: false },
      requests: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      cases: { type: 'string' },
      seed: { type: 'string' },
      articles: { type: 'string' },
      quick: { type: 'boolean', default: false },
      markdown: { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

  const sectionNamed = (name: string): SectionName => {
    const section = (name === 'build' ? 'build-scale' : name) as SectionName;
    if (!SECTIONS.includes(section)) {
      throw new Error(`Unknown section '${name}'. Sections: ${SECTIONS.join(', ')}`);
    }
    return section;
  };
  // Run in the documented order whatever order they were named in.
  const inOrder = (names: Iterable<SectionName>) =>
    [...new Set(names)].sort((a, b) => SECTIONS.indexOf(a) - SECTIONS.indexOf(b));
  const named = inOrder(positionals.map(sectionNamed));
  const skipped = inOrder(
    (values.skip ?? [])
      .flatMap((list) => list.split(','))
      .map((name) => name.trim())
      .filter(Boolean)
      .map(sectionNamed),
  );
  const sections = (named.length > 0 ? named : [...SECTIONS]).filter(
    (section) => !skipped.includes(section),
  );
  if (sections.length === 0) throw new Error('--skip leaves no section to run');

  const quick = values.quick;
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (routes?.some((route) => !route.startsWith('/'))) {
    throw new Error('--routes takes paths that start with /, e.g. --routes /,/blog');
  }

  return {
    sections,
    skipped,
    // Every page by default; --quick measures the representative set unless --all says otherwise.
    all: values.all || !quick,
    routes: routes && routes.length > 0 ? routes : null,
    runs: positiveInt('runs', values.runs, 1),
    build: values.build && !values['no-build'],
    postgres: !values['no-postgres'],
    requests: positiveInt('requests', values.requests, quick ? 500 : 4000),
    connections: positiveInt('connections', values.connections, 10),
    duration: positiveInt('duration', values.duration, quick ? 3 : 10),
    cases: positiveInt('cases', values.cases, quick ? 1000 : 10_000),
    seed: positiveInt('seed', values.seed, 20261122),
    articles: positiveInt('articles', values.articles, quick ? 200 : 1000),
    markdown: values.markdown,
    json: values.json ?? null,
    help: values.help,
  };
}
