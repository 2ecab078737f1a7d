import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceCards } from '@travel/catalog';
import { expect } from 'storybook/test';
import { ServiceDetails } from './ServiceDetails.tsx';

const meta = {
  title: 'Pages/Services/Service Details',
  component: ServiceDetails,
  // The bands /services shows, in its order.
  args: { ids: ['e-visa', 'consultation', 'airfare'] },
  argTypes: { ids: { control: 'check', options: serviceCards.map((service) => service.id) } },
} satisfies Meta<typeof ServiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    for (const id of args.ids) {
      const service = serviceCards.find((card) => card.id === id)!;
      await expect(canvas.getByRole('heading', { name: service.title })).toBeVisible();
    }
  },
};

export const OneService: Story = {
  args: { ids: ['airfare'] },
};
