import { parseContactQuery, type ContactRequest } from '@travel/schemas/contact-context';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/useHydrated.ts';

const NONE: ContactRequest = {};

/**
 * The request the query string carries (`?service=…`, `?destination=…`). The prerendered page
 * has no query string, so it is read only once hydration is over: the first client render
 * matches the HTML, the next one shows the request. `markSent()` forgets it once the message
 * has gone (until the query string changes).
 */
export function useContactRequest(): [ContactRequest, () => void] {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [sentFor, setSentFor] = useState<string | null>(null);
  const request = useMemo(
    () => (hydrated && sentFor !== search ? parseContactQuery(search) : NONE),
    [hydrated, search, sentFor],
  );
  return [request, () => setSentFor(search)];
}
