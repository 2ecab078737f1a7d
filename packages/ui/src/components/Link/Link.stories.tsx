import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Link, linkTones } from './Link.tsx';

const meta = {
  title: 'Typography/Link',
  component: Link,
  args: { href: '#visas', children: 'Visa services' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Visa services' });
    await expect(link).toHaveAttribute('href', '#visas');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {linkTones.map((tone) => (
        <div key={tone}>
          <Link {...args} tone={tone}>
            Tone {tone}
          </Link>
        </div>
      ))}
    </Stack>
  ),
};

/** Opens a new tab safely and says so: an icon for sight, hidden text for screen readers. */
export const External: Story = {
  args: {
    href: 'https://travel.state.gov/',
    external: true,
    newTabLabel: '(opens in a new tab)',
    children: 'US travel advisories',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'US travel advisories (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In running text the underline tells the link apart, not only its colour. */
export const InText: Story = {
  render: (args) => (
    <Text>
      Check the entry rules on the{' '}
      <Link {...args} href="https://travel.state.gov/" external newTabLabel="(opens in a new tab)">
        State Department website
      </Link>{' '}
      or ask our <Link href="#visas">visa team</Link>.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** In Arabic the external-link arrow is mirrored to point towards the inline end. */
export const RightToLeft: Story = {
  ...External,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('link').querySelector('svg');
    if (!icon) throw new Error('Icon not rendered');
    await expect(getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
