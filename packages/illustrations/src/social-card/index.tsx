/// <reference types="node" />
/**
 * Build-time social cards (Open Graph and Twitter images): a 1200 × 630 PNG per page, drawn
 * from the page's Scene with its title and the brand, rasterised by resvg. Node-only — the
 * web build calls it after prerendering; nothing here ships to the browser.
 */
import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LABEL_FONT, SocialCardArt, SOCIAL_CARD_WIDTH, type SocialCard } from './SocialCardArt.tsx';

export { StaticScene } from './StaticScene.tsx';
export type { StaticSceneProps } from './StaticScene.tsx';
export { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, layoutTitle } from './SocialCardArt.tsx';
export type { SocialCard } from './SocialCardArt.tsx';

const require = createRequire(import.meta.url);
const fontFiles = [
  require.resolve('@expo-google-fonts/source-serif-4/700Bold/SourceSerif4_700Bold.ttf'),
  require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
];

/** The card as SVG markup, every colour and font inline. */
export function socialCardSvg(card: SocialCard): string {
  return renderToStaticMarkup(<SocialCardArt {...card} />);
}

/** The card as a 1200 × 630 PNG. */
export function socialCardPng(card: SocialCard): Buffer {
  const resvg = new Resvg(socialCardSvg(card), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: LABEL_FONT },
    fitTo: { mode: 'width', value: SOCIAL_CARD_WIDTH },
  });
  return resvg.render().asPng();
}

export interface SocialCardFile extends SocialCard {
  /** File name without extension: `<outDir>/<slug>.png`. */
  slug: string;
}

export interface WriteSocialCardsOptions {
  outDir: string;
  /**
   * Where rendered PNGs are kept by the hash of their SVG: an unchanged card is copied, not
   * rasterised again. Omit to render every card.
   */
  cacheDir?: string;
}

/** Renders (or reuses) every card into `outDir`; tells how many were rendered and reused. */
export async function writeSocialCards(
  cards: readonly SocialCardFile[],
  { outDir, cacheDir }: WriteSocialCardsOptions,
): Promise<{ rendered: number; reused: number }> {
  await mkdir(outDir, { recursive: true });
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  let rendered = 0;
  let reused = 0;
  for (const { slug, ...card } of cards) {
    const target = join(outDir, `${slug}.png`);
    const svg = socialCardSvg(card);
    const key = createHash('sha256').update(svg).update(fontFiles.join('\n')).digest('hex');
    const cached = cacheDir ? join(cacheDir, `${key}.png`) : undefined;
    if (
      cached &&
      (await readFile(cached).then(
        () => true,
        () => false,
      ))
    ) {
      await copyFile(cached, target);
      reused += 1;
      continue;
    }
    const png = socialCardPng(card);
    await writeFile(target, png);
    if (cached) await writeFile(cached, png);
    rendered += 1;
  }
  return { rendered, reused };
}
