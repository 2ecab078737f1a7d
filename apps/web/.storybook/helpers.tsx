/**
 * What stories share besides the preview: the catalog's blog articles as the routes' loaders
 * give them to sections, a stand-in for the API, and the toast region of the shell.
 */
import type { Decorator } from '@storybook/react-vite';
import type { ApiResult } from '@travel/schemas';
import { Toaster, buttonClassName, dismissToast } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { infographics, posts } from 'virtual:blog-posts';
import { i18n } from '../app/i18n.ts';
import { markdownClasses, renderMarkdown } from '../app/lib/markdown.server.ts';
import type { BlogPostSummary } from '../app/sections/blog/posts.ts';

/** Every article without its body, newest first: what the blog index's loader returns. */
export const blogPosts: readonly BlogPostSummary[] = posts.map(
  ({ body: _body, ...summary }) => summary,
);

/** One article's summary: the newest, or the one with `slug`. */
export function blogPost(slug?: string): BlogPostSummary {
  const post = slug ? blogPosts.find((candidate) => candidate.slug === slug) : blogPosts[0];
  if (!post) throw new Error(`No blog article '${slug ?? ''}' in the catalog`);
  return post;
}

/**
 * An article's body as HTML, rendered as the article route's loader does (`loadArticle` in
 * app/lib/blog.server.ts, which reads the infographic from disk and so cannot run here).
 */
export function articleHtml(slug: string): string {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog article '${slug}' in the catalog`);
  return renderMarkdown(post.body, {
    resolveInfographic: (src) => (src === `./${slug}.svg` ? infographics[slug] : undefined),
    ctaLinkClassName: buttonClassName({ size: 'large' }),
    newTab: {
      label: i18n.t('common:footer.opensInNewTab'),
      hiddenClassName: markdownClasses.hidden,
    },
    reservedIds: ['main', 'article-body'],
  }).html;
}

/** What the stand-in API answers: a result, or a network failure. */
export type ApiAnswer = ApiResult | 'network-error';

/**
 * For a story's `beforeEach`: `fetch` of `/api/…` answers `answer` (after `delay` ms) instead
 * of reaching a server; the returned function puts `fetch` back. Requests are kept in
 * `apiRequests` for play functions to check.
 */
export function mockApi(answer: ApiAnswer, delay = 0): () => void {
  const original = window.fetch;
  apiRequests.length = 0;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) return original(input, init);
    apiRequests.push({ path: url, body: JSON.parse(String(init?.body ?? 'null')) as unknown });
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return Response.json(answer, { status: answer.success ? 200 : 400 });
  };
  return () => {
    window.fetch = original;
  };
}

/** The requests the stand-in API received in the current story. */
export const apiRequests: { path: string; body: unknown }[] = [];

function StoryToaster() {
  const { t } = useTranslation();
  return <Toaster label={t('toasts.label')} closeLabel={t('toasts.close')} />;
}

/** The shell's toast region, for sections that report outcomes with `toast()`. */
export const withToaster: Decorator = (Story) => {
  return (
    <>
      <Story />
      <StoryToaster />
    </>
  );
};

/** For `beforeEach`: no toast left over from the previous story (the store is module state). */
export function clearToasts(): void {
  dismissToast();
}
