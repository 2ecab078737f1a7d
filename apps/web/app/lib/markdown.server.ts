/**
 * Blog Markdown to HTML, at build time only: route loaders call it while prerendering, so
 * neither markdown-it nor the articles reach the browser bundle (the `.server` suffix makes
 * React Router refuse to ship this module to the client).
 */
import { escapeUTF8 as escapeHtml } from 'entities/escape';
import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import container from 'markdown-it-container';

/** Class names the article body's scoped styles target. Stable strings: the HTML is data. */
export const markdownClasses = {
  cta: 'md-cta',
  ctaAction: 'md-cta-action',
  figure: 'md-figure',
  infographic: 'md-infographic',
  tableScroll: 'md-table-scroll',
  /** Text for screen readers only, such as "(opens in a new tab)". */
  hidden: 'md-sr-only',
} as const;

export interface RenderMarkdownOptions {
  /** Returns the SVG source of an image written `![alt](src "Infographic")`, inlined as a figure. */
  resolveInfographic?: (src: string) => string | undefined;
  /** Classes of the call-to-action box's link (the button look). */
  ctaLinkClassName?: string;
  /** External links open in a new tab and carry this hidden text, e.g. "(opens in a new tab)". */
  newTab?: { label: string; hiddenClassName: string };
  /** Ids already used on the page, which headings must not take. */
  reservedIds?: readonly string[];
  /** The address in the page's language of a link to a page of the site (`/faq` → `/de/faq`). */
  localizeHref?: (path: string) => string;
}

export interface RenderedMarkdown {
  html: string;
  /** Headings of the body in order (level 2 and 3), for anchors or a table of contents. */
  headings: { id: string; level: number; text: string }[];
}

const INFOGRAPHIC_TITLE = 'Infographic';

/** `Start with the trip, not the fare` → `start-with-the-trip-not-the-fare`. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/**
 * Makes a trusted SVG file fit to sit inside the page: no XML prolog or comments, no fixed
 * size (CSS scales it), `role="img"` named by its own `<title>` and described by its `<desc>`.
 * It is our own content, but a script or event handler in it would run on our origin, so
 * anything of the kind stops the build instead.
 */
export function prepareInlineSvg(source: string, idPrefix: string): string {
  let svg = source
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!/^<svg[\s>]/.test(svg) || !/<\/svg>$/.test(svg)) {
    throw new Error(`Infographic ${idPrefix} is not a single <svg> element`);
  }
  if (
    /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<image[\s\S]*?href\s*=\s*["']?(?!#|data:)/i.test(
      svg,
    )
  ) {
    throw new Error(`Infographic ${idPrefix} contains scripts, handlers or external content`);
  }

  const ensureId = (tag: 'title' | 'desc'): string | undefined => {
    const match = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(svg);
    if (!match) return undefined;
    const existing = /\sid="([^"]+)"/.exec(match[1] ?? '');
    if (existing?.[1]) return existing[1];
    const id = `${idPrefix}-${tag}`;
    svg = svg.replace(match[0], `<${tag} id="${id}"${match[1] ?? ''}>`);
    return id;
  };
  const titleId = ensureId('title');
  if (!titleId) throw new Error(`Infographic ${idPrefix} needs a <title> to name it`);
  const descId = ensureId('desc');

  return svg.replace(/^<svg([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(
      /\s(?:width|height|role|aria-labelledby|aria-describedby|aria-label|focusable|class)="[^"]*"/g,
      '',
    );
    const described = descId ? ` aria-describedby="${descId}"` : '';
    return `<svg${kept} class="${markdownClasses.infographic}" role="img" aria-labelledby="${titleId}"${described} focusable="false">`;
  });
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/**
 * Renders an article body. Raw HTML in the Markdown is escaped (`html: false`), so the result
 * is safe to set as inner HTML; the only markup is what markdown-it and the rules below write.
 */
export function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions = {},
): RenderedMarkdown {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  const headings: RenderedMarkdown['headings'] = [];

  // Headings get ids (unique on the page) so sections can be linked to.
  md.core.ruler.push('heading_ids', (state: StateCore) => {
    const used = new Set(options.reservedIds ?? []);
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const text = inlineText(state.tokens[index + 1]);
      const base = slugifyHeading(text);
      let id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      token.attrSet('id', id);
      headings.push({ id, level: Number(token.tag.slice(1)), text });
    });
  });

  // A paragraph holding only the infographic image becomes one `infographic` token.
  md.core.ruler.push('infographic', (state: StateCore) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i += 1) {
      const [open, inline, close] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (
        open?.type !== 'paragraph_open' ||
        inline?.type !== 'inline' ||
        close?.type !== 'paragraph_close'
      ) {
        continue;
      }
      const children = (inline.children ?? []).filter(
        (child) => !(child.type === 'text' && !child.content.trim()),
      );
      const image = children[0];
      if (
        children.length !== 1 ||
        image?.type !== 'image' ||
        image.attrGet('title') !== INFOGRAPHIC_TITLE
      )
        continue;
      const figure = new state.Token('infographic', 'figure', 0);
      figure.block = true;
      figure.meta = {
        src: String(image.attrGet('src') ?? ''),
        alt: md.renderer.renderInlineAsText(image.children ?? [], md.options, state.env),
      };
      tokens.splice(i, 3, figure);
    }
  });

  // In the call-to-action box, a link ending a paragraph is the box's action: it gets a
  // paragraph of its own (the Markdown puts it on the line under the text) and the button look.
  md.core.ruler.push('cta_action', (state: StateCore) => {
    let inCta = 0;
    for (let index = 0; index < state.tokens.length; index += 1) {
      const token = state.tokens[index];
      if (token?.type === 'container_cta_open') inCta += 1;
      if (token?.type === 'container_cta_close') inCta -= 1;
      if (inCta === 0 || token?.type !== 'inline') continue;
      const children = token.children ?? [];
      const last = children.findLastIndex(
        (child) => !(child.type === 'text' && !child.content.trim()),
      );
      if (children[last]?.type !== 'link_close') continue;
      const start = children.findLastIndex((child, i) => i < last && child.type === 'link_open');
      const link = children[start];
      if (!link || !String(link.attrGet('href') ?? '').startsWith('/')) continue;
      if (options.ctaLinkClassName) link.attrJoin('class', options.ctaLinkClassName);
      const before = children.slice(0, start);
      while (before.length && ['softbreak', 'hardbreak'].includes(before.at(-1)?.type ?? ''))
        before.pop();
      const open = state.tokens[index - 1];
      if (before.every((child) => child.type === 'text' && !child.content.trim())) {
        open?.attrJoin('class', markdownClasses.ctaAction);
        continue;
      }
      if (state.tokens[index + 1]?.type !== 'paragraph_close') continue;
      token.children = before;
      const actionOpen = new state.Token('paragraph_open', 'p', 1);
      actionOpen.attrSet('class', markdownClasses.ctaAction);
      actionOpen.block = true;
      const actionInline = new state.Token('inline', '', 0);
      actionInline.children = children.slice(start, last + 1);
      const actionClose = new state.Token('paragraph_close', 'p', -1);
      actionClose.block = true;
      state.tokens.splice(index + 2, 0, actionOpen, actionInline, actionClose);
      index += 3;
    }
  });

  // Links to the site's pages stay in the article's language (issue 26).
  md.core.ruler.push('localized_links', (state: StateCore) => {
    const localize = options.localizeHref;
    if (!localize) return;
    for (const token of state.tokens) {
      for (const link of token.children ?? []) {
        const href = String(link.attrGet('href') ?? '');
        if (link.type === 'link_open' && /^\/(?!\/)/.test(href))
          link.attrSet('href', localize(href));
      }
    }
  });

  // External links open in a new tab, and say so.
  md.core.ruler.push('external_links', (state: StateCore) => {
    const newTab = options.newTab;
    if (!newTab) return;
    for (const token of state.tokens) {
      const children = token.children ?? [];
      for (let i = 0; i < children.length; i += 1) {
        const link = children[i];
        if (link?.type !== 'link_open' || !/^https?:\/\//i.test(String(link.attrGet('href') ?? '')))
          continue;
        link.attrSet('target', '_blank');
        link.attrSet('rel', 'noopener noreferrer');
        const close = children.findIndex((child, j) => j > i && child.type === 'link_close');
        if (close < 0) continue;
        const hidden = new state.Token('html_inline', '', 0);
        hidden.content = ` <span class="${escapeHtml(newTab.hiddenClassName)}">${escapeHtml(newTab.label)}</span>`;
        children.splice(close, 0, hidden);
      }
    }
  });

  // :::cta … ::: → a labelled call-to-action box, named by its own heading.
  md.use(container, 'cta', {
    render(tokens, idx) {
      if (tokens[idx]?.nesting !== 1) return '</aside>\n';
      let headingId: string | undefined;
      for (
        let i = idx + 1;
        i < tokens.length && tokens[i]?.type !== 'container_cta_close';
        i += 1
      ) {
        if (tokens[i]?.type === 'heading_open') {
          headingId = String(tokens[i]?.attrGet('id') ?? '');
          break;
        }
      }
      const label = headingId ? ` aria-labelledby="${escapeHtml(headingId)}"` : '';
      return `<aside class="${markdownClasses.cta}"${label}>\n`;
    },
  });

  md.renderer.rules.infographic = (tokens, idx) => {
    const { src, alt } = (tokens[idx]?.meta ?? {}) as { src: string; alt: string };
    const source = options.resolveInfographic?.(src);
    if (!source) throw new Error(`Infographic ${src} could not be loaded`);
    const idPrefix = slugifyHeading(src.replace(/^.*\//, '').replace(/\.svg$/, ''));
    return (
      `<figure class="${markdownClasses.figure}">\n${prepareInlineSvg(source, idPrefix)}\n` +
      `<figcaption>${escapeHtml(alt)}</figcaption>\n</figure>\n`
    );
  };

  // Tables scroll sideways inside a focusable region named by the section's heading, so a
  // wide table never widens the page and keyboard users can scroll it.
  const defaultTableOpen = md.renderer.rules.table_open;
  const tableWrappers: string[] = [];
  md.renderer.rules.table_open = (tokens, idx, opts, env, self) => {
    let heading: string | undefined;
    for (let i = idx - 1; i >= 0; i -= 1) {
      if (tokens[i]?.type === 'heading_open') {
        heading = String(tokens[i]?.attrGet('id') ?? '');
        break;
      }
    }
    // A named <section> is the native region; without a heading to name it, a plain <div>.
    const wrapper = heading ? 'section' : 'div';
    const name = heading ? ` aria-labelledby="${escapeHtml(heading)}"` : '';
    tableWrappers.push(wrapper);
    const table = defaultTableOpen
      ? defaultTableOpen(tokens, idx, opts, env, self)
      : self.renderToken(tokens, idx, opts);
    return `<${wrapper} class="${markdownClasses.tableScroll}"${name} tabindex="0">\n${table}`;
  };
  const defaultTableClose = md.renderer.rules.table_close;
  md.renderer.rules.table_close = (tokens, idx, opts, env, self) =>
    `${defaultTableClose ? defaultTableClose(tokens, idx, opts, env, self) : self.renderToken(tokens, idx, opts)}</${tableWrappers.pop() ?? 'div'}>\n`;

  const html = md.render(markdown);
  return { html, headings };
}
