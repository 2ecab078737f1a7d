import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BuildIndex } from './build-index.ts';
import { CONTACT_PATH, isInternalPath, normalizePagePath } from './paths.ts';

export interface LanguagePluginOptions {
  build: BuildIndex;
}

/**
 * A page asked for by a visitor whose `language` cookie names another language: that
 * language's copy, at the page's own address. Internal files answer 404 (not through
 * `allowedPath`: the not-found handler sends these very files with `sendFile`). Only paths
 * naming a page of the manifest (normalised first, see `normalizePagePath`) are answered here.
 */
async function languagePlugin(fastify: FastifyInstance, { build }: LanguagePluginOptions) {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (isInternalPath(pathname)) return reply.callNotFound();
    const path = normalizePagePath(pathname);
    // /contact has its own route (contact-page.ts), which does the same.
    if (path === null || path === CONTACT_PATH) return;
    if (!build.pages.has(path) && !build.outcomePages.has(path)) return;
    const file = build.fileOf(path);
    if (file === undefined) return;
    const translated = build.inLanguage(file, request.headers.cookie);
    if (translated !== file) return reply.sendFile(translated);
  });
}

export default fp(languagePlugin, { name: 'web-build-language' });
