/**
 * How the e-mails are checked in dark mode (issue 28): the HTML as a client that honours
 * `prefers-color-scheme: dark` renders it, and the contrast of every piece of text against the
 * background it sits on. Used by the Storybook stories (in a real browser) and the unit tests.
 */

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

/** The e-mail's HTML with its dark-mode rules applied whatever the viewer's own scheme. */
export function asDarkClient(html: string): string {
  if (!html.includes('prefers-color-scheme: dark'))
    throw new Error('This e-mail has no dark-mode styles');
  return html
    .replaceAll('@media (prefers-color-scheme: dark)', '@media all')
    .replace('<html', '<html style="color-scheme: dark"');
}

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` / `rgba(r, g, b, a)`; null for transparent or unknown. */
export function parseColor(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text)?.[1];
  if (rgb) {
    const parts = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length === 4 && parts[3] === 0) return null;
    return [parts[0]!, parts[1]!, parts[2]!];
  }
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** An element's own text colour and background, as the renderer resolves them (null: none). */
export type StyleOf = (element: Element) => { color: string | null; background: string | null };

export interface TextContrast {
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/**
 * Every element holding text of its own, with the contrast of its colour against the nearest
 * background behind it (white when none is set, as a client's reading pane). Hidden elements
 * (the inbox preview line) are left out.
 */
export function textContrasts(root: Element, styleOf: StyleOf): TextContrast[] {
  const found: TextContrast[] = [];
  const nearest = (element: Element, key: 'color' | 'background'): Rgb | null => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const value = parseColor(styleOf(at)[key]);
      if (value) return value;
    }
    return null;
  };
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('[data-skip-in-text], head, style, title')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!own) continue;
    const color = nearest(element, 'color') ?? [0, 0, 0];
    const background = nearest(element, 'background') ?? [255, 255, 255];
    found.push({
      text: own.slice(0, 40),
      ratio: Math.round(contrastRatio(color, background) * 100) / 100,
      color: `rgb(${color.join(', ')})`,
      background: `rgb(${background.join(', ')})`,
    });
  }
  return found;
}
