import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { sceneNames } from '../drawings/palettes.ts';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  SocialCardArt,
  type SocialCard,
} from './SocialCardArt.tsx';

/**
 * The social card of a page (its Open Graph and Twitter image), shown here as the image the
 * build rasterises from it (`writeSocialCards` of `@travel/illustrations/node`). The browser
 * draws the titles in its own fonts; the build's PNG uses the bundled Source Serif 4 and Inter.
 */
function SocialCardPreview(card: SocialCard) {
  const svg = renderToStaticMarkup(<SocialCardArt {...card} />);
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt={card.title}
      width={SOCIAL_CARD_WIDTH}
      height={SOCIAL_CARD_HEIGHT}
      style={{ display: 'block', inlineSize: '100%', maxInlineSize: '40rem', blockSize: 'auto' }}
    />
  );
}

const meta = {
  title: 'Illustrations/Social card',
  component: SocialCardPreview,
  args: {
    scene: 'minneapolis',
    title: 'Tailor-made trips, planned with you in Minneapolis',
    brand: 'Northstar Voyages',
    eyebrow: 'northstarvoyages.com',
  },
  argTypes: { scene: { control: 'select', options: sceneNames } },
} satisfies Meta<typeof SocialCardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: args.title });
    // The drawing is a valid SVG image of the card's size.
    await waitFor(() => expect(image.naturalWidth).toBe(SOCIAL_CARD_WIDTH));
    await expect(image.naturalHeight).toBe(SOCIAL_CARD_HEIGHT);
  },
};

/** A title too long for three lines is shortened with "…" rather than run off the card. */
export const LongTitle: Story = {
  args: {
    scene: 'iceland-aurora',
    title:
      'Chasing the northern lights across Iceland in winter: where to stay, when to go, what to pack and how to read the aurora forecast',
    eyebrow: 'Destination guide',
  },
};

/** A topic rather than a place, without an eyebrow. */
export const Topic: Story = {
  args: { scene: 'passport', title: 'Visas and travel documents', eyebrow: undefined },
};
