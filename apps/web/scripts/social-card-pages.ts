// What the social-card build step reads from one prerendered page. Plain TypeScript that Node
// runs as it is (type stripping), so the build step needs no compiler.

export interface PageCard {
  /** File name of the card, from the page's og:image (`/social/<slug>.png`). */
  slug: string;
  scene: string;
  title: string;
  brand: string;
  eyebrow?: string;
}

/** The picture of pages whose first drawing is not the one that stands for them. */
const sceneOverrides: Record<string, string> = { '/': 'minneapolis' };
/** Pages with no drawing of their own show the agency's home town. */
const fallbackScene = 'minneapolis';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const hex = code[1]?.toLowerCase() === 'x';
      return String.fromCodePoint(hex ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    }
    return entities[code.toLowerCase()] ?? whole;
  });
}

function metaContent(html: string, property: string): string | undefined {
  const tags = html.match(/<meta\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    if (!tag.includes(`property="${property}"`)) continue;
    const content = tag.match(/\bcontent="([^"]*)"/)?.[1];
    if (content !== undefined) return decodeEntities(content);
  }
  return undefined;
}

/**
 * The card a prerendered page asks for, or null when its og:image is not one of the drawn
 * cards (pages kept out of search share the generic image). The title drops the parts that
 * name the brand ("… | Northstar Voyages Blog"): the card shows the logo beside it.
 */
export function pageCard(html: string, path: string): PageCard | null {
  const image = metaContent(html, 'og:image');
  const slug =
    image &&
    new URL(image, 'https://example.invalid').pathname.match(/^\/social\/([a-z0-9-]+)\.png$/)?.[1];
  if (!slug) return null;
  const brand = metaContent(html, 'og:site_name') ?? '';
  const parts = (metaContent(html, 'og:title') ?? '').split(' | ');
  const own = parts.filter((part) => !brand || !part.includes(brand));
  const title = (own.length ? own : parts).join(' | ');
  const scene = sceneOverrides[path] ?? html.match(/data-scene="([a-z-]+)"/)?.[1] ?? fallbackScene;
  const url = metaContent(html, 'og:url');
  const eyebrow = url ? new URL(url).host.replace(/^www\./, '') : undefined;
  return { slug, scene, title, brand, ...(eyebrow ? { eyebrow } : {}) };
}
