import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StillHaveQuestions } from './StillHaveQuestions.tsx';

const meta = {
  title: 'Pages/FAQ/Still Have Questions',
  component: StillHaveQuestions,
} satisfies Meta<typeof StillHaveQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Still Have Questions?' }),
    ).toBeVisible();
  },
};
