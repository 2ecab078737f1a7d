import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Progress, progressTones } from './Progress.tsx';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 60, label: 'Trip savings goal', showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: progressTones },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Trip savings goal' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '60%');
    await expect(canvas.getByText('60%')).toBeVisible();
  },
};

export const WithoutValue: Story = {
  args: { showValue: false, value: 25, label: 'Uploading passport scan' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('25%')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading passport scan' }),
    ).toHaveAttribute('aria-valuetext', '25%');
  },
};

export const HiddenLabel: Story = {
  args: { labelHidden: true, showValue: false, label: 'Booking progress' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Booking progress')).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Booking progress' })).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="large">
      {progressTones.map((tone) => (
        <Progress key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
      <Progress {...args} value={100} tone="success" label="Documents checked" />
    </Stack>
  ),
};

/** The bar grows with the value; values outside 0–100 are clamped. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(0);
    return (
      <Stack gap="medium">
        <Progress {...args} value={value} label="Checklist done" />
        <Button onClick={() => setValue((current) => current + 40)}>Tick off a step</Button>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Checklist done' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    for (let step = 0; step < 3; step += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Tick off a step' }));
    }
    // 120 is clamped to 100.
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** Localised number formats, e.g. Arabic-Indic digits. */
export const CustomFormat: Story = {
  args: {
    value: 75,
    label: 'Trip savings goal',
    formatValue: (percent: number) =>
      new Intl.NumberFormat('ar-EG', { style: 'percent' }).format(percent / 100),
  },
  play: async ({ canvas }) => {
    const text = new Intl.NumberFormat('ar-EG', { style: 'percent' }).format(0.75);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', text);
  },
};

/** In Arabic the bar fills from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const fill = bar.firstElementChild;
    if (!fill) throw new Error('Indicator not rendered');
    await expect(fill.getBoundingClientRect().right).toBeCloseTo(
      bar.getBoundingClientRect().right,
      0,
    );
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
