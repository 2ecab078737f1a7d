import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels, headingSizes, textAligns } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Journeys planned by people who have been there' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.tagName).toBe('H2');
  },
};

/** Each level with its default size. */
export const Levels: Story = {
  render: (args) => (
    <Stack gap="medium">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = headingLevels.map((level) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    // Sizes never grow as the level deepens.
    for (let index = 1; index < sizes.length; index += 1) {
      await expect(sizes[index]).toBeLessThanOrEqual(sizes[index - 1] ?? Infinity);
    }
  },
};

/** Every size on the same level: the look is independent of the outline. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="medium">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          Size {size}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(headingSizes.length);
    const display = canvas.getByRole('heading', { name: 'Size display' });
    const standard = canvas.getByRole('heading', { name: 'Size standard' });
    await expect(Number.parseFloat(getComputedStyle(display).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(standard).fontSize),
    );
  },
};

export const HeroTitle: Story = {
  args: { level: 1, size: 'display', align: 'center' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

export const RightToLeft: Story = {
  args: { children: 'رحلات يخطط لها أناس زاروا تلك الأماكن' },
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...Sizes,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
