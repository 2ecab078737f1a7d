import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Icon, iconNames, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'Plane', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().width).toBe(24);
  },
};

/** With a `label` the icon is an image with that name. */
export const Labelled: Story = {
  args: { name: 'ShieldCheck', label: 'Insured trip' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Insured trip' })).not.toHaveAttribute(
      'aria-hidden',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'end', gap: vars.space.medium }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Every icon of the set, with its name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: vars.space.medium,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: vars.space.xsmall,
            fontSize: vars.fontSize.small,
          }}
        >
          <Icon {...args} name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};

export const Dark: Story = {
  ...Gallery,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
