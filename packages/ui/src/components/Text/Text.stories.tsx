import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { textAligns } from '../Heading/Heading.tsx';
import { Text, textElements, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: {
    children:
      'Tailor-made trips, flights, visas and pilgrimages, arranged from our Minneapolis office.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
    as: { control: 'inline-radio', options: textElements },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Tailor-made trips/).tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}: from $6,400 per person.
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tone {tone}: your visa appointment is confirmed.
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const standard = getComputedStyle(canvas.getByText(/^Tone standard/)).color;
    const danger = getComputedStyle(canvas.getByText(/^Tone danger/)).color;
    await expect(danger).not.toBe(standard);
  },
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Weight bold')).fontWeight).toBe('700');
  },
};

/** `as="span"` sits inside other text. */
export const Inline: Story = {
  render: (args) => (
    <Text {...args}>
      Deposit due:{' '}
      <Text as="span" weight="bold" tone="accent">
        20 March
      </Text>
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 March').tagName).toBe('SPAN');
  },
};

export const RightToLeft: Story = {
  ...Tones,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
