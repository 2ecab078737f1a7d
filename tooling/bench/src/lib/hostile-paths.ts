/**
 * Hostile addresses for the served web build: dotfiles, `..` and encoded separators, in both
 * spellings a browser or a script might send. The bench writes a build holding secrets in
 * dotfiles and checks that no address reaches one, and none makes the server fail.
 */

/** What the planted files hold; any answer carrying it leaked one. */
export const PATH_SECRET = 'BENCH-SECRET-d0tf1le';

/** A web build stand-in: a few pages, and dotfiles that must never be served. */
export const HOSTILE_BUILD: Record<string, string> = {
  'index.html': '<title>Home</title>',
  'services/index.html': '<title>Services</title>',
  'contact/index.html': '<title>Contact</title>',
  'thank-you/index.html': '<title>Thank you</title>',
  '404/index.html': '<title>Not found</title>',
  'es/services/index.html': '<title>Servicios</title>',
  'es/thank-you/index.html': '<title>Gracias</title>',
  '.env': `DATABASE_URL=${PATH_SECRET}`,
  '.git/config': `[remote] ${PATH_SECRET}`,
  '.git/HEAD': PATH_SECRET,
  '.htpasswd': PATH_SECRET,
  'assets/.secret.js': PATH_SECRET,
  '.hidden/index.html': `<title>${PATH_SECRET}</title>`,
  'services/.env': PATH_SECRET,
};

const DOTFILES = [
  '.env',
  '.git/config',
  '.git/HEAD',
  '.htpasswd',
  'assets/.secret.js',
  '.hidden/',
  'services/.env',
];

const encodings = (file: string): string[] => [
  `/${file}`,
  `/${file.replaceAll('.', '%2e')}`,
  `/${file.replaceAll('.', '%2E').replaceAll('/', '%2f')}`,
];

/** Every address tried, each with and without a language cookie. */
export const HOSTILE_PATHS: string[] = [
  ...DOTFILES.flatMap(encodings),
  ...DOTFILES.flatMap((file) => [
    `/services/../${file}`,
    `/services/..%2f${file}`,
    `/services%2f..%2f${file}`,
    `/thank-you/..%2f..%2f${file}`,
    `/thank-you/%2e%2e/${file}`,
    `/es/services/..%2f..%2f${file}`,
    `/es/%2e%2e/${file}`,
    `/services%5c..%5c${file}`,
    `/./${file}`,
    `//${file}`,
  ]),
  '/../../../../etc/passwd',
  '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/thank-you%00.html',
  '/services%0d%0aSet-Cookie:%20x=1',
  '/%E0%A4%A',
  '/contact?service=gift-voucher&type=%E2%80%AEevil',
  '/contact?service=gift-voucher&type=a%0d%0aSet-Cookie:x',
];

export type PathVerdict = 'ok' | 'server-error' | 'leak';

/** No 5xx, and nothing of a planted file or of /etc/passwd in any answer. */
export function judgePathAnswer(
  status: number,
  body: string,
  headers: Record<string, unknown>,
): PathVerdict {
  if (status >= 500) return 'server-error';
  if (body.includes(PATH_SECRET) || body.includes('root:x:0:0')) return 'leak';
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'set-cookie')) return 'leak';
  return 'ok';
}
