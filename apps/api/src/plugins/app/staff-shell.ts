import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_PREFIX } from '@travel/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cspDirectives, serializeCsp, type CspOptions } from '../../lib/content-security-policy.ts';

export interface StaffShellOptions {
  csp: CspOptions;
}

/** A page that shows personal data loads nothing from anyone else. */
const NO_THIRD_PARTIES: CspOptions['thirdParties'] = {
  recaptcha: false,
  adsense: false,
  mapEmbedOrigin: null,
};

/**
 * The staff pages (/staff, /staff/*) are client-rendered: every address gets the app shell,
 * never cached, never indexed, under a policy that admits no third-party origin. The shell is
 * React Router's SPA fallback, as the web build's manifest names it (plugins/app/web-build);
 * without a web build, or a shell in it, /staff is left unanswered.
 */
async function staffShell(fastify: FastifyInstance, opts: StaffShellOptions): Promise<void> {
  const build = fastify.webBuild;
  const shell = build?.manifest.files.find(
    (entry) => entry.kind === 'shell' && entry.language === build.manifest.defaultLanguage,
  );
  if (!build || !shell) return;
  const html = readFileSync(join(build.root, shell.file), 'utf8');
  const hashes = shell.scriptHashes.map((hash) => `'${hash}'`);
  const policy = serializeCsp(
    cspDirectives({ ...opts.csp, thirdParties: NO_THIRD_PARTIES }, hashes),
  );

  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', policy)
      .header('referrer-policy', 'same-origin')
      .send(html);
  // Pages, not API: left out of the OpenAPI document.
  fastify.get(STAFF_PREFIX, { schema: { hide: true } }, send);
  fastify.get(`${STAFF_PREFIX}/*`, { schema: { hide: true } }, send);
}

export default fp(staffShell, { name: 'staff-shell', dependencies: ['web-build'] });
