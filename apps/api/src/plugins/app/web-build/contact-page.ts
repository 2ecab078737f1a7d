import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_CODES, localizedPath } from '@travel/i18n';
import { CONTACT_CONTEXT_SLOT, renderContactContext } from '../../../lib/contact-context-page.ts';
import type { BuildIndex } from './build-index.ts';
import type { PagePolicies } from './page-policies.ts';
import { CONTACT_PATH, REVALIDATE } from './paths.ts';

export interface ContactPageOptions {
  root: string;
  build: BuildIndex;
  policies: PagePolicies;
  /** Requests with a query string per client IP and window, like the forms' limits. */
  rateLimit: { max: number; timeWindow: number };
}

/** Pages kept made and compressed, per language, encoding and query (least recently used go). */
export const CONTACT_CACHE_SIZE = 256;
/** A query longer than any link of the site asks for nothing: the page as built. */
export const CONTACT_QUERY_MAX = 2048;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | null;

function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * A page made for one query, compressed at the cheapest levels (the page is small; the build
 * precompresses the others at the best): brotli 1 or gzip 1.
 */
async function compress(body: string, encoding: Encoding): Promise<Buffer | string> {
  if (encoding === 'br') return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
  if (encoding === 'gzip') return gzipAsync(body, { level: 1 });
  return body;
}

/**
 * /contact?service=… for visitors without JavaScript (lib/contact-context-page.ts): the page
 * with the query's request written into its form. Made per request, so it is compressed here
 * rather than at build time; a bounded cache and a limit on queried requests per client keep a
 * flood of queries from costing more than a flood of form posts. Past the limit the client gets
 * the page as built, a file like any other, rather than an error: the form still works (with
 * JavaScript the page reads the request itself), only the request is not written into it.
 */
async function contactPagePlugin(fastify: FastifyInstance, opts: ContactPageOptions) {
  const { build } = opts;
  const html = new Map<string, string>();
  const made = new Map<string, { encoding: Encoding; body: Buffer | string }>();
  const limit = fastify.createRateLimit({
    max: opts.rateLimit.max,
    timeWindow: opts.rateLimit.timeWindow,
    keyGenerator: (request) => `contact-page:${request.ip}`,
  });

  const contactPage = (file: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const slot = build
      .entryOf(file)
      ?.noscriptSlots.find((candidate) => candidate.name === CONTACT_CONTEXT_SLOT);
    const queryStart = request.url.indexOf('?');
    const search = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
    if (!search || search.length > CONTACT_QUERY_MAX || !slot) return reply.sendFile(file);
    // `isAllowed` means on an allow list (none here); past the limit is `isExceeded`.
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) return reply.sendFile(file);

    const encoding = encodingFor(request);
    const key = `${file}\0${encoding}\0${search}`;
    let page = made.get(key);
    if (page) {
      made.delete(key);
    } else {
      let source = html.get(file);
      if (source === undefined) {
        source = readFileSync(join(opts.root, file), 'utf8');
        html.set(file, source);
      }
      const filled = renderContactContext(source, slot, search);
      if (filled === null) return reply.sendFile(file);
      page = { encoding, body: await compress(filled, encoding) };
      if (made.size >= CONTACT_CACHE_SIZE) made.delete(made.keys().next().value!);
    }
    made.set(key, page);

    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', opts.policies.policyOf(join(opts.root, file)))
      .type('text/html; charset=utf-8')
      .send(page.body);
  };

  // The page in every language the build has it in: `/contact`, `/de/contact` …
  for (const code of LANGUAGE_CODES) {
    const path = localizedPath(CONTACT_PATH, code);
    const file = build.fileOf(path);
    if (file === undefined) continue;
    fastify.get(path, contactPage(file));
    fastify.get(`${path}/`, contactPage(file));
  }
}

export default fp(contactPagePlugin, { name: 'web-build-contact-page' });
