import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Picture, pictureAspectRatios, pictureLoadings } from './Picture.tsx';

/** A stand-in photo: an SVG data URL, so the stories need no files and no network. */
function photo(label: string, width: number, height: number, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.12}" fill="#ffd66b"/><path d="M0 ${height * 0.75}L${width * 0.3} ${height * 0.45}L${width * 0.55} ${height * 0.7}L${width * 0.75} ${height * 0.5}L${width} ${height * 0.8}V${height}H0Z" fill="#2d3a4d"/><text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="sans-serif" font-size="${height / 14}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const wide = photo('1600 × 1000', 1600, 1000, '#4f9fe3', '#fbe7c6');
const tall = photo('800 × 1000', 800, 1000, '#0c1836', '#22375f');

const meta = {
  title: 'Components/Picture',
  component: Picture,
  args: {
    src: wide,
    alt: 'Granite peaks above a turquoise lake',
    width: 1600,
    height: 1000,
  },
  argTypes: {
    aspectRatio: { control: 'inline-radio', options: pictureAspectRatios },
    loading: { control: 'inline-radio', options: pictureLoadings },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <Picture {...args} />
    </div>
  ),
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

const ratioOf = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return width / height;
};

/** Lazy by default, in a box of the image's own ratio (1600 × 1000). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Granite peaks above a turquoise lake' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(ratioOf(image.parentElement!)).toBeCloseTo(1.6, 1);
  },
};

/** The page's main image: loads at once, with high priority. */
export const Eager: Story = {
  args: { loading: 'eager' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A fixed ratio crops the image (object-fit: cover) instead of stretching it. */
export const Cropped: Story = {
  args: { aspectRatio: '1/1' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(ratioOf(image.parentElement!)).toBeCloseTo(1, 1);
    await expect(getComputedStyle(image).objectFit).toBe('cover');
  },
};

/** Art direction: a portrait crop on narrow screens, the wide one from 600 px. */
export const Sources: Story = {
  args: {
    sources: [
      { srcSet: wide, type: 'image/svg+xml', media: '(min-width: 600px)' },
      { srcSet: tall, type: 'image/svg+xml' },
    ],
    aspectRatio: '4/3',
  },
  play: async ({ canvasElement }) => {
    const sources = canvasElement.querySelectorAll('picture > source');
    await expect(sources).toHaveLength(2);
    await expect(sources[0]).toHaveAttribute('media', '(min-width: 600px)');
    await expect(sources[1]).toHaveAttribute('type', 'image/svg+xml');
  },
};
