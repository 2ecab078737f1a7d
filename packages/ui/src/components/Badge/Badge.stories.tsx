import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, Flame, Plane, Sparkles, TriangleAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Bestseller' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: vars.space.small } as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bestseller').tagName).toBe('SPAN');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="accent" icon={<Flame />}>
        Bestseller
      </Badge>
      <Badge tone="success" icon={<BadgeCheck />}>
        Visa-free
      </Badge>
      <Badge tone="primary" icon={<Plane />}>
        Flights included
      </Badge>
      <Badge tone="danger" icon={<TriangleAlert />}>
        Sold out
      </Badge>
      <Badge icon={<Sparkles />}>New</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    // The icon is decorative: the text is the badge's content.
    const badge = canvas.getByText('Visa-free');
    await expect(badge.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await expect(badge).toHaveTextContent(/^Visa-free$/);
  },
};

export const RightToLeft: Story = {
  ...WithIcon,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
