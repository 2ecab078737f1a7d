import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { stackGaps } from '../Stack/Stack.tsx';
import { Grid, gridElements } from './Grid.tsx';

const destinations = ['Lisbon', 'Kyoto', 'Cusco', 'Cape Town', 'Reykjavík', 'Marrakesh'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    children: destinations.map((city) => (
      <Card key={city} padding="small">
        {city}
      </Card>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: stackGaps },
    as: { control: 'inline-radio', options: gridElements },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts the distinct column positions of the children. */
function columnCount(cells: HTMLElement[]) {
  return new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left))).size;
}

/** One column on phones, two on tablets, three from desktop width (resize to see). */
export const Responsive: Story = {
  play: async ({ canvas, canvasElement }) => {
    const cells = destinations.map((city) => canvas.getByText(city));
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const expected = width >= 1024 ? 3 : width >= 768 ? 2 : 1;
    await expect(columnCount(cells)).toBe(expected);
  },
};

export const FixedColumns: Story = {
  args: { columns: 2, gap: 'small' },
  play: async ({ canvas }) => {
    await expect(columnCount(destinations.map((city) => canvas.getByText(city)))).toBe(2);
  },
};

/** `as="ul"` with `Card as="li"`: a list of cards keeps list semantics. */
export const AsList: Story = {
  args: {
    as: 'ul',
    columns: 3,
    children: destinations.map((city) => (
      <Card key={city} as="li" padding="small" tone="sunken">
        {city}
      </Card>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(destinations.length);
    await expect(columnCount(canvas.getAllByRole('listitem'))).toBe(3);
  },
};

/** In Arabic the first cell sits on the right. */
export const RightToLeft: Story = {
  args: { columns: 3 },
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lisbon').getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText('Kyoto').getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  ...AsList,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
