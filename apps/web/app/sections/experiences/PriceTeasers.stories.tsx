import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Section } from '@travel/ui';
import { expect } from 'storybook/test';
import { experiencesCatalog } from './catalog.server.ts';
import { PriceTeasers } from './PriceTeasers.tsx';

// What the /experiences route's loader gives the page.
const { experiencePriceTeasers } = experiencesCatalog();

const meta = {
  title: 'Pages/Experiences/Price Teasers',
  component: PriceTeasers,
  args: { teasers: experiencePriceTeasers },
  decorators: [
    (Story) => (
      <Section aria-labelledby="teasers-title" padding="small">
        <Container>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof PriceTeasers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Starting Prices' })).toBeVisible();
    await expect(canvas.getByText(experiencePriceTeasers[0]!.startingPrice)).toBeVisible();
  },
};
