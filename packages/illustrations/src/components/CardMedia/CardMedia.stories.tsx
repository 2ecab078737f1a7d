import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pictureAspectRatios } from '@travel/ui';
import { sceneNames } from '../Scene/Scene.tsx';
import { CardMedia } from './CardMedia.tsx';

// A stand-in photo as an SVG data URL: the stories need no files and no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067"><rect width="1600" height="1067" fill="#7aa9df"/><path d="M0 800L500 380L900 700L1200 500L1600 820V1067H0Z" fill="#2d3a4d"/></svg>',
)}`;

const meta = {
  title: 'Illustrations/CardMedia',
  component: CardMedia,
  args: { scene: 'patagonia', title: 'The granite towers of Torres del Paine', aspectRatio: '4/3' },
  argTypes: {
    scene: { control: 'select', options: sceneNames },
    aspectRatio: { control: 'inline-radio', options: pictureAspectRatios },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <CardMedia {...args} />
    </div>
  ),
} satisfies Meta<typeof CardMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo in the catalog entry: the scene is drawn. */
export const Scene: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'The granite towers of Torres del Paine' });
    await expect(image).toHaveAttribute('data-scene', 'patagonia');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** The entry names a photo: it takes the same box, so the card does not move. */
export const Photo: Story = {
  args: {
    image: { src: photo, width: 1600, height: 1067, alt: 'Granite towers above a turquoise lake' },
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Granite towers above a turquoise lake' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    const box = canvasElement.querySelector('picture')!.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
};

/** Without a title the slot is decorative, photo or drawing. */
export const Decorative: Story = {
  args: { ...Photo.args, title: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
