/**
 * autocannon runs. POSTs get a unique body each (setupRequest) and note which bodies were
 * answered 2xx (onResponse): with one request in flight per connection, the context a response
 * is reported with is the one of the request it answers.
 */
import autocannon from 'autocannon';
import { bodyFor, ENDPOINT_PATHS, leadEmail, type Endpoint } from './leads.ts';

export interface LoadResult {
  /** Responses of any status. */
  responses: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer). */
  errors: number;
  statusCounts: Record<string, number>;
  /** Completed responses per second, from the first request to the last response. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes per second received. */
  throughput: number;
  elapsedMs: number;
}

export interface PostLoadOptions {
  url: string;
  endpoint: Endpoint;
  /** Key prefix of the bodies' e-mail addresses (unique per run). */
  prefix: string;
  connections: number;
  /** Exactly this many requests (so none is left in flight at the end)… */
  amount?: number;
  /** …or for this long (seconds). */
  duration?: number;
  /** Called once the run started: receives a stop function (the crash bench uses it). */
  onStarted?: (stop: () => void) => void;
}

export interface PostLoadResult extends LoadResult {
  /** Keys of the bodies answered 2xx. */
  answered: string[];
  /** Bodies sent (setupRequest calls). */
  sent: number;
}

interface Context {
  email?: string;
}

export async function postLoad(options: PostLoadOptions): Promise<PostLoadResult> {
  let sent = 0;
  const answered: string[] = [];
  const { result, elapsedMs } = await runCannon(
    {
      url: options.url,
      connections: options.connections,
      pipelining: 1,
      ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
      requests: [
        {
          method: 'POST',
          path: ENDPOINT_PATHS[options.endpoint],
          headers: { 'content-type': 'application/json' },
          setupRequest: (request, context) => {
            const email = leadEmail(options.prefix, sent++);
            (context as Context).email = email;
            return { ...request, body: JSON.stringify(bodyFor(options.endpoint, email)) };
          },
          onResponse: (status, _body, context) => {
            const email = (context as Context).email;
            if (status >= 200 && status < 300 && email) answered.push(email);
          },
        },
      ],
    },
    options.onStarted,
  );
  return { ...summarize(result, elapsedMs), answered, sent };
}

export interface GetLoadOptions {
  url: string;
  path: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

export async function getLoad(options: GetLoadOptions): Promise<LoadResult> {
  const { result, elapsedMs } = await runCannon({
    url: `${options.url}${options.path}`,
    connections: options.connections,
    pipelining: 1,
    duration: options.duration,
    headers: options.headers,
  });
  return summarize(result, elapsedMs);
}

async function runCannon(
  options: autocannon.Options,
  onStarted?: (stop: () => void) => void,
): Promise<{ result: autocannon.Result; elapsedMs: number }> {
  let first = 0;
  let last = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    first = performance.now();
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('start', () => onStarted?.(() => instance.stop()));
    instance.on('response', () => {
      last = performance.now();
    });
  });
  return { result, elapsedMs: last > first ? last - first : Number.NaN };
}

function summarize(result: autocannon.Result, elapsedMs: number): LoadResult {
  const statusCounts: Record<string, number> = {};
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
      .statusCodeStats ?? {};
  for (const [status, { count }] of Object.entries(stats)) statusCounts[status] = count;
  const responses = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  const ok = Object.entries(statusCounts)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    responses,
    ok,
    non2xx: responses - ok,
    errors: result.errors,
    statusCounts,
    rps: responses / (elapsedMs / 1000),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    throughput: result.throughput.average,
    elapsedMs,
  };
}
