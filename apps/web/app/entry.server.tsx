import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { changeLanguage, DEFAULT_LANGUAGE, isLanguageCode } from '@travel/i18n';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { i18n } from './i18n.ts';

/**
 * Request header naming the language to prerender a page in (scripts/language-pages.ts);
 * React Router's own prerender sends none, so its pages are English.
 */
export const PRERENDER_LANGUAGE_HEADER = 'x-prerender-language';

export const streamTimeout = 5_000;

/**
 * React Router's default server entry (prerendering only: the site has no server rendering at
 * request time), with the page rendered in the language the request names.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const requested = request.headers.get(PRERENDER_LANGUAGE_HEADER);
  const language = isLanguageCode(requested) ? requested : DEFAULT_LANGUAGE;
  if (i18n.language !== language) await changeLanguage(i18n, language);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Never outline a large finished part to stream it in later by a script: the page is
        // written whole, and its inline scripts are only those the policy names.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every render is a prerender, written to a file: it waits for all content, the parts
        // that hydrate later included (lib/deferred.tsx), so the HTML holds the whole page in
        // order, as it would for a crawler.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and React Router logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
