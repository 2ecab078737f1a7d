import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Rating, ratingSizes } from './Rating.tsx';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.9, label: '4.9 out of 5', count: 128, countLabel: '128 reviews' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ratingSizes },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.9 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByText('(128)')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('128 reviews')).toBeInTheDocument();
  },
};

/** A fraction fills part of a star: 3.5 is three full stars and a half. */
export const PartialStar: Story = {
  args: { value: 3.5, label: '3.5 out of 5', count: undefined, countLabel: undefined },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: '3.5 out of 5' });
    const fills = [...stars.children].map(
      (star) =>
        Number.parseFloat(getComputedStyle(star, '::after').width) /
        star.getBoundingClientRect().width,
    );
    await expect(fills.map((fraction) => Math.round(fraction * 10) / 10)).toEqual([
      1, 1, 1, 0.5, 0,
    ]);
  },
};

export const WithoutCount: Story = {
  args: { count: undefined, countLabel: undefined, value: 5, label: '5 out of 5' },
};

/** Without a `countLabel` the count is read as shown. */
export const CountWithoutLabel: Story = {
  args: { countLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(128)')).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {ratingSizes.map((size) => (
        <Rating key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

/** In Arabic the stars fill from the right. */
export const RightToLeft: Story = {
  args: { value: 2.5, label: '2.5 من 5', count: 12, countLabel: '12 تقييمًا' },
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const half = canvas.getByRole('img').children[2];
    if (!half) throw new Error('Half star not rendered');
    const fill = getComputedStyle(half, '::after');
    // The fill hugs the right edge and its star is anchored there: the right half shows.
    await expect(fill.right).toBe('0px');
    await expect(Number.parseFloat(fill.width)).toBeCloseTo(
      half.getBoundingClientRect().width / 2,
      0,
    );
    await expect(fill.maskPosition).toBe('100% 50%');
  },
};
