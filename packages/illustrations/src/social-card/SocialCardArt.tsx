/**
 * A social card as an SVG drawing: plain React with every colour and font inline, so it can
 * be shown in Storybook as well as rasterised at build time (`./index.tsx`).
 */
import { lightColors } from '@travel/ui/tokens';
import type { SceneName } from '../drawings/palettes.ts';
import { StaticScene } from './StaticScene.tsx';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export interface SocialCard {
  /** The picture behind the text. */
  scene: SceneName;
  /** The page's title, wrapped onto at most three lines (shortened with … beyond). */
  title: string;
  /** The site's name, shown with the logo mark. */
  brand: string;
  /** A short line above the title: the section or category, e.g. "Destination guide". */
  eyebrow?: string;
}

const TITLE_FONT = 'Source Serif 4';
export const LABEL_FONT = 'Inter';

/**
 * Widths of characters in ems, generous for a bold serif: wrapping from an estimate must never
 * run a line past the card's edge, while a slightly early break costs nothing.
 */
function emWidth(char: string): number {
  if (char === ' ') return 0.25;
  if ("iljtfrI.,:;'’!|()".includes(char)) return 0.36;
  if ('mwMW'.includes(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.72;
  if (/[0-9]/.test(char)) return 0.58;
  if (/[a-z]/.test(char)) return 0.56;
  return 0.62;
}

/** Estimated width in pixels, with a margin: the estimate must not fall short of the font. */
const textWidth = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + emWidth(char), 0) * size * 1.08;

/** Greedy word wrap into lines no wider than `width`; null when more than `maxLines` needed. */
function wrap(text: string, size: number, width: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= width) ? lines : null;
}

/** The largest title size that fits in three lines; the smallest, shortened with "…", else. */
export function layoutTitle(
  title: string,
  width = SOCIAL_CARD_WIDTH - 2 * 64,
): { size: number; lines: string[] } {
  for (const size of [68, 60, 52, 46]) {
    const lines = wrap(title, size, width, 3);
    if (lines) return { size, lines };
  }
  const size = 46;
  const words = title.split(/\s+/);
  for (let count = words.length - 1; count > 0; count -= 1) {
    const lines = wrap(`${words.slice(0, count).join(' ')}…`, size, width, 3);
    if (lines) return { size, lines };
  }
  return { size, lines: [title] };
}

/**
 * The card's drawing: the page's scene, darkened below so the text reads, the brand in a
 * pill, an optional eyebrow and the title in up to three lines. Every colour and font inline.
 */
export function SocialCardArt({ scene, title, brand, eyebrow }: SocialCard) {
  const { size, lines } = layoutTitle(title);
  const lineHeight = Math.round(size * 1.14);
  const bottom = SOCIAL_CARD_HEIGHT - 64;
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const brandWidth = Math.ceil(textWidth(brand, 30)) + 100;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={SOCIAL_CARD_WIDTH}
      height={SOCIAL_CARD_HEIGHT}
      viewBox={`0 0 ${SOCIAL_CARD_WIDTH} ${SOCIAL_CARD_HEIGHT}`}
    >
      <defs>
        <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#020617" stopOpacity="0" />
          <stop offset="0.45" stopColor="#020617" stopOpacity="0.45" />
          <stop offset="1" stopColor="#020617" stopOpacity="0.82" />
        </linearGradient>
      </defs>
      <StaticScene name={scene} width={SOCIAL_CARD_WIDTH} height={SOCIAL_CARD_HEIGHT} />
      {/* The text sits on a darkened lower half, so it reads over any sky or sea. */}
      <rect
        y={firstBaseline - size - 150}
        width={SOCIAL_CARD_WIDTH}
        height={SOCIAL_CARD_HEIGHT - (firstBaseline - size - 150)}
        fill="url(#shade)"
      />
      <g transform="translate(48 44)">
        <rect width={brandWidth} height={68} rx={34} fill="#ffffff" opacity={0.94} />
        <g transform="translate(16 12)">
          <circle cx={22} cy={22} r={22} fill={lightColors.primary} />
          <path
            transform="translate(5.5 5.5)"
            d="M16.5 4l2.7 9.7 9.8 2.8-9.8 2.7-2.7 9.8-2.8-9.8L4 16.5l9.7-2.8z"
            fill="#ffffff"
          />
        </g>
        <text x={76} y={45} fontFamily={LABEL_FONT} fontWeight={600} fontSize={30} fill="#0f172a">
          {brand}
        </text>
      </g>
      {eyebrow ? (
        <text
          x={64}
          y={firstBaseline - size - 22}
          fontFamily={LABEL_FONT}
          fontWeight={600}
          fontSize={28}
          letterSpacing={1}
          fill="#fde68a"
        >
          {eyebrow}
        </text>
      ) : null}
      <text fontFamily={TITLE_FONT} fontWeight={700} fontSize={size} fill="#ffffff">
        {lines.map((line, index) => (
          <tspan key={index} x={64} y={firstBaseline + index * lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
