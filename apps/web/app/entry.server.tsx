import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { changeLanguage, languageOfPath, type LanguageCode } from '@travel/i18n';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { i18n } from './i18n.ts';

/*
 * The app has one i18next instance (app/i18n.ts), in one language at a time, and React Router
 * prerenders several pages at once. A page is rendered in the language of its address
 * (`/de/faq` in German, issue 26): a request for another language than the one being rendered
 * waits until the pages in progress are written, then switches. The prerender lists the pages
 * language by language (app/prerender.ts), so this switches ten times per build.
 */
let current: LanguageCode | undefined;
let rendering = 0;
let waiting: (() => void)[] = [];

async function enterLanguage(language: LanguageCode): Promise<void> {
  while (rendering > 0 && current !== language) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  rendering += 1;
  if (current !== language || i18n.language !== language) {
    await changeLanguage(i18n, language);
    current = language;
  }
}

function leaveLanguage(): void {
  rendering -= 1;
  if (rendering > 0) return;
  const wake = waiting;
  waiting = [];
  for (const resolve of wake) resolve();
}

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
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await enterLanguage(languageOfPath(new URL(request.url).pathname));

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
              leaveLanguage();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          leaveLanguage();
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
