import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '../../lib/content-security-policy.ts';

export interface CspReportOptions {
  /** Reports per client IP and window. */
  rateLimit: { max: number; timeWindow: number };
}

/** Longest report read; real ones are a few hundred bytes. */
const REPORT_LIMIT = 8 * 1024;

/** What a report may say, reduced to what names the fault and nothing a visitor typed. */
type Report = Record<string, unknown>;

/** An address as its origin and path only: the query and fragment may carry a visitor's data. */
function withoutQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    // `inline`, `eval`, `data`: keywords, not addresses.
    return /^[a-z-]{1,20}$/.test(value) ? value : undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

/**
 * A report's fields worth logging, from either format: `application/csp-report`
 * (`{"csp-report": {"document-uri", "violated-directive", …}}`) or the Reporting API's
 * `application/reports+json` (`[{type: "csp-violation", body: {documentURL, …}}]`). The
 * `script-sample` (text of the page) and the referrer are never kept.
 */
export function summarizeReports(body: unknown): Report[] {
  const items = Array.isArray(body) ? body : [body];
  return items.slice(0, 10).flatMap((item): Report[] => {
    if (typeof item !== 'object' || item === null) return [];
    const legacy = (item as Record<string, unknown>)['csp-report'];
    const modern = (item as Record<string, unknown>).body;
    const report = (legacy ?? modern) as Record<string, unknown> | undefined;
    if (typeof report !== 'object' || report === null) return [];
    return [
      {
        document: withoutQuery(report['document-uri'] ?? report.documentURL),
        blocked: withoutQuery(report['blocked-uri'] ?? report.blockedURL),
        directive: text(
          report['effective-directive'] ??
            report.effectiveDirective ??
            report['violated-directive'],
        ),
        disposition: text(report.disposition),
      },
    ];
  });
}

/**
 * POST /api/csp-report: browsers report what the Content-Security-Policy blocked. Each report
 * is logged (warn), reduced to addresses without their query and the directive; the endpoint
 * is rate-limited per IP, so a page cannot flood the logs. Always 204.
 */
export default async function cspReportRoutes(
  fastify: FastifyInstance,
  opts: CspReportOptions,
): Promise<void> {
  for (const type of ['application/csp-report', 'application/reports+json']) {
    fastify.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: REPORT_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, null);
        }
      },
    );
  }
  fastify.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: REPORT_LIMIT,
      config: { rateLimit: opts.rateLimit },
      schema: { hide: true },
    },
    async (request, reply) => {
      for (const report of summarizeReports(request.body)) {
        request.log.warn({ cspViolation: report }, 'Content-Security-Policy violation');
      }
      return reply.code(204).send();
    },
  );
}
