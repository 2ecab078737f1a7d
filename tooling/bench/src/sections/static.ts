/** Requests per second for the home page and one blog article, served by the production server. */
import type { Measurement } from '../lib/budgets.ts';
import { sitemapLocations } from '../lib/lighthouse-report.ts';
import { getLoad } from '../lib/load.ts';
import { startServer } from '../lib/server.ts';
import { formatFixed, formatInt, formatKb, type Table } from '../lib/table.ts';
import { freshDatabase, logFile, type Section } from './context.ts';

/** What a browser sends for a page: it takes Brotli, so the server sends the .br file. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

export const staticServing: Section = async (context) => {
  const { options, progress } = context;
  const database = await freshDatabase(context, 'pglite', 'static');
  const server = await startServer({ database, logFile: logFile(context, 'static') });
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const article = sitemapLocations(sitemap)
      .map((loc) => new URL(loc).pathname)
      .find((path) => /^\/blog\/[^/]+$/.test(path));
    const paths = ['/', ...(article ? [article] : [])];
    for (const path of paths) {
      const check = await fetch(`${server.url}${path}`, { headers: BROWSER_HEADERS });
      await check.arrayBuffer();
      if (check.status !== 200) throw new Error(`GET ${path} answered ${check.status}`);
      const encoding = check.headers.get('content-encoding') ?? 'identity';
      progress(`static: GET ${path} for ${options.duration} s, ${options.connections} connections`);
      const result = await getLoad({
        url: server.url,
        path,
        connections: options.connections,
        duration: options.duration,
        headers: BROWSER_HEADERS,
      });
      const subject = path === '/' ? 'home' : 'article';
      measurements.push(
        { section: 'static', subject, metric: 'rps', value: result.rps },
        { section: 'static', subject, metric: 'p99Ms', value: result.p99Ms },
        { section: 'static', subject, metric: 'non2xx', value: result.non2xx + result.errors },
      );
      rows.push([
        `GET ${path}`,
        encoding,
        formatInt(result.responses),
        formatInt(result.rps),
        `${formatFixed(result.p50Ms, 0)} ms`,
        `${formatFixed(result.p99Ms, 0)} ms`,
        formatKb(result.throughput / result.rps),
        formatInt(result.non2xx + result.errors),
      ]);
    }
  } finally {
    await server.stop();
  }
  const table: Table = {
    title: `Static serving — autocannon, ${options.connections} connections for ${options.duration} s each, browser headers (precompressed Brotli)`,
    columns: [
      { header: 'Request' },
      { header: 'Encoding' },
      { header: 'Responses', align: 'right' },
      { header: 'req/s', align: 'right' },
      { header: 'p50', align: 'right' },
      { header: 'p99', align: 'right' },
      { header: 'Bytes/resp', align: 'right' },
      { header: 'Non-2xx', align: 'right' },
    ],
    rows,
    notes: [
      'The load generator shares the machine’s cores with the server: figures are a floor, not a ceiling.',
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
