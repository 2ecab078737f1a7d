import type { ContactRequest, ContextText } from '@travel/schemas/contact-context';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/useHydrated.ts';

/** A request as the form shows it: what was asked, its summaries and the message's opening. */
export interface ShownRequest {
  request: ContactRequest;
  summaries: ContextText[];
  message?: ContextText;
}

/** No request: the page as prerendered, and after the message has gone. */
export const NO_REQUEST: ShownRequest = { request: {}, summaries: [] };

/**
 * Reads the query string. The code that does (`@travel/schemas/contact-context`, with the
 * catalog entries it names: about 17 kB gzip) is fetched only when there is a query to read,
 * never before the page is interactive (issue 17).
 */
export async function readContactQuery(search: string): Promise<ShownRequest> {
  const { contextTexts, parseContactQuery } = await import('@travel/schemas/contact-context');
  const request = parseContactQuery(search);
  return { request, ...contextTexts(request) };
}

/**
 * The request the query string carries (`?service=…`, `?destination=…`). The prerendered page
 * has no query string, so it is read only once hydration is over: the first client render
 * matches the HTML, a later one shows the request. `markSent()` forgets it once the message
 * has gone (until the query string changes).
 */
export function useContactRequest(): [ShownRequest, () => void] {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [read, setRead] = useState<{ search: string; shown: ShownRequest } | null>(null);
  const wanted = hydrated && sentFor !== search && search.length > 1;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    readContactQuery(search).then(
      (shown) => {
        if (current) setRead({ search, shown });
      },
      // Offline, the code that reads the query could not be fetched: the form works without
      // the request, as it does without JavaScript when the server could not write it in.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, search]);
  return [wanted && read?.search === search ? read.shown : NO_REQUEST, () => setSentFor(search)];
}
