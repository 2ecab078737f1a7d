import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CertificationsSection } from './CertificationsSection.tsx';

const meta = {
  title: 'Pages/About/Certifications',
  component: CertificationsSection,
} satisfies Meta<typeof CertificationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Certified, Licensed and Protected' }),
    ).toBeVisible();
  },
};
