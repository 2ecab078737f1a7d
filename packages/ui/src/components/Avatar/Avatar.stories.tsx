import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Text } from '../Text/Text.tsx';
import { Avatar, avatarSizes } from './Avatar.tsx';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Amina Hassan' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
} as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Amina Hassan' });
    await expect(avatar).toHaveTextContent('AH');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Each name gets its own colour, the same every time. */
export const Tones: Story = {
  render: () => (
    <div style={row}>
      {[
        'Amina Hassan',
        'Lars Eriksen',
        'Mei Tanaka',
        'José García',
        'Priya Nair',
        'Kwame Mensah',
      ].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = canvas
      .getAllByRole('img')
      .map((avatar) => getComputedStyle(avatar).backgroundColor);
    await expect(new Set(colours).size).toBeGreaterThan(1);
  },
};

/** Next to the written name it is decorative: the name is not read twice. */
export const Decorative: Story = {
  render: (args) => (
    <div style={row}>
      <Avatar {...args} decorative size="small" />
      <Text as="span" weight="medium">
        {args.name}
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('AH')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const RightToLeft: Story = {
  args: { name: 'فاطمة الزهراء' },
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'فاطمة الزهراء' })).toHaveTextContent('فا');
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
