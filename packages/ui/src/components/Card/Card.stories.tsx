import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Card, cardElements, cardPaddings, cardTones } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3>Kenya safari</h3>
        <p>
          Nine days in the Masai Mara and Amboseli, with a guide who has led safaris for twenty
          years.
        </p>
      </>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    padding: { control: 'inline-radio', options: cardPaddings },
    tone: { control: 'inline-radio', options: cardTones },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = {
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
} as const;

export const Raised: Story = {};

export const Sunken: Story = { args: { tone: 'sunken' } };

export const Paddings: Story = {
  render: (args) => (
    <div style={grid}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <p>Padding {padding}</p>
        </Card>
      ))}
    </div>
  ),
};

/** `as="article"` for self-contained content, announced as an article. */
export const AsArticle: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: <h3 id="card-title">Greek islands</h3>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Greek islands' })).toBeInTheDocument();
  },
};

/** Cards as list items keep the list semantics (and lose the bullet). */
export const AsListItems: Story = {
  render: (args) => (
    <ul style={{ ...grid, margin: 0, padding: 0 }}>
      {['Lisbon', 'Kyoto', 'Cusco'].map((city) => (
        <Card key={city} {...args} as="li">
          {city}
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={grid}>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
  globals: { theme: 'dark' },
  // Docs pages share one <html>: a story forcing the theme would repaint every other story.
  tags: ['!autodocs'],
};
