import { STAFF_API, type StaffSessionState, type StaffUser } from '@travel/schemas';
import { redirect } from 'react-router';

/** A request to the staff API that did not succeed: its status, and the server's words if any. */
export class StaffApiError extends Error {
  readonly status: number;
  /** Seconds to wait before trying again (429's `Retry-After`), when the server said. */
  readonly retryAfter: number | null;

  constructor(status: number, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'StaffApiError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** Status 0: the request never got an answer (offline, server down). */
export const NO_ANSWER = 0;

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Calls the staff API (same origin, with the session cookie) and gives back its JSON; any
 * answer but 2xx throws a `StaffApiError` (status 0 when there was no answer at all).
 */
export async function staffFetch<T>(
  path: string,
  { method = 'GET', body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StaffApiError(NO_ANSWER, error instanceof Error ? error.message : String(error));
  }
  if (response.status === 204) return undefined as T;
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // An answer without JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const message =
      typeof data === 'object' && data !== null && 'message' in data
        ? String((data as { message: unknown }).message)
        : response.statusText;
    throw new StaffApiError(
      response.status,
      message,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
  }
  return data as T;
}

/** Who is signed in, if anyone: `GET /api/staff/session` (never a 401). */
export async function signedInUser(signal?: AbortSignal): Promise<StaffUser | null> {
  const { user } = await staffFetch<StaffSessionState>(STAFF_API.session, { signal });
  return user;
}

/** The sign-in page, asked to come back to `path` (a staff page) afterwards. */
export function signInPath(path?: string): string {
  return path && isStaffPath(path) && !path.startsWith(SIGN_IN_PATH)
    ? `${SIGN_IN_PATH}?next=${encodeURIComponent(path)}`
    : SIGN_IN_PATH;
}

export const SIGN_IN_PATH = '/staff/sign-in';
export const INBOX_PATH = '/staff';

/** A path inside the staff pages (what `next` may point at: never another site). */
export function isStaffPath(path: string): boolean {
  return /^\/staff(?:[/?#]|$)/.test(path);
}

/** Where to go once signed in: the staff page that sent there (`next`), else the inbox. */
export function nextPath(search: URLSearchParams): string {
  const next = search.get('next');
  return next && isStaffPath(next) ? next : INBOX_PATH;
}

/** Where a page goes when its loader meets a missing session: sign in, then back. */
export function redirectToSignIn(request: Request): Response {
  const url = new URL(request.url);
  return redirect(signInPath(`${url.pathname}${url.search}`));
}

/**
 * For a route's `clientLoader`: the API's answer, or a redirect to sign-in when the session is
 * gone (401). Other failures are thrown for the route's error boundary.
 */
export async function loadOrSignIn<T>(request: Request, path: string): Promise<T> {
  try {
    return await staffFetch<T>(path, { signal: request.signal });
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) throw redirectToSignIn(request);
    throw error;
  }
}

export { STAFF_API };
