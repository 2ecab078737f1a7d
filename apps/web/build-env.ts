import * as v from 'valibot';

/**
 * The environment variables the web build and its dev server read (besides the `SITE_*` and
 * `ADSENSE_*` ones of @travel/catalog). The `v.description` of each is its documentation:
 * docs/configuration.md is generated from it (`pnpm config-docs`).
 */
const d = v.description;

export const WEB_BUILD_ENV = v.object({
  VITE_RECAPTCHA_SITE_KEY: v.optional(
    v.pipe(
      v.string(),
      d(
        'reCAPTCHA v3 site key, inlined at build. Unset: the pages load no bot-check script ' +
          'and send no token.',
      ),
    ),
  ),
  WEB_OUT_DIR: v.optional(
    v.pipe(
      v.string(),
      d(
        'Folder of `apps/web` the build writes (`build-<name>` folders are git-ignored), so ' +
          'several builds can sit side by side.',
      ),
    ),
    'build',
  ),
  WEB_SOURCEMAP: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'must be 0 or 1'),
      d('`1` writes source maps, for `node scripts/js-weight.mjs --sources`.'),
    ),
    '0',
  ),
  BLOG_CONTENT_DIR: v.optional(
    v.pipe(
      v.string(),
      d("Folder of Markdown articles the blog is built from. Default: the catalog's articles."),
    ),
  ),
  SOURCE_DATE_EPOCH: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a number of seconds'),
      d(
        'Build time in seconds (reproducible builds): the year "years in business" counts to. ' +
          'Default: the clock.',
      ),
    ),
  ),
  API_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      d('`pnpm dev`: port of the API in watch mode, to which the dev server proxies `/api`.'),
    ),
    '3001',
  ),
});

export type WebBuildEnv = v.InferOutput<typeof WEB_BUILD_ENV>;

/** The build's settings from the environment; a bad value stops the build naming the variable. */
export function readBuildEnv(env: Record<string, string | undefined> = process.env): WebBuildEnv {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(WEB_BUILD_ENV, given);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}
