import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, languageFromCookies } from '@travel/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_PAGES_DIR, isInternalPath, normalizePagePath, pageFile } from './paths.ts';

/** `file` (relative to the build) in the language the cookie names, when the build has it. */
export type InLanguage = (file: string, cookieHeader: string | undefined) => string;

export function inLanguageOf(root: string): InLanguage {
  return (file, cookieHeader) => {
    const language = languageFromCookies(cookieHeader);
    if (!language || language === DEFAULT_LANGUAGE) return file;
    const translated = `${LANGUAGE_PAGES_DIR}/${language}/${file}`;
    return existsSync(join(root, translated)) ? translated : file;
  };
}

export interface LanguagePluginOptions {
  root: string;
  inLanguage: InLanguage;
  /** Pages (visitors' and outcome pages) the build has, as normalised paths. */
  isKnownPage: (path: string) => boolean;
}

/**
 * A page asked for by a visitor whose `language` cookie names another language: that
 * language's copy, at the page's own address. Internal files answer 404 (not through
 * `allowedPath`: the not-found handler sends these very files with `sendFile`). Only paths
 * naming a page the build has (normalised first, see `normalizePagePath`) reach the disk.
 */
async function languagePlugin(fastify: FastifyInstance, opts: LanguagePluginOptions) {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (isInternalPath(pathname)) return reply.callNotFound();
    const path = normalizePagePath(pathname);
    // /contact has its own route (contact-page.ts), which does the same.
    if (path === null || path === '/contact' || !opts.isKnownPage(path)) return;
    const file = pageFile(path);
    const translated = opts.inLanguage(file, request.headers.cookie);
    if (translated !== file && existsSync(join(opts.root, file))) return reply.sendFile(translated);
  });
}

export default fp(languagePlugin, { name: 'web-build-language' });
