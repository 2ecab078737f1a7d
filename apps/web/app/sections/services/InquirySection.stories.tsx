import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InquirySection } from './InquirySection.tsx';

const meta = {
  title: 'Pages/Services/Inquiry',
  component: InquirySection,
} satisfies Meta<typeof InquirySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same inquiry form as on the home page (see Pages/Home/Contact for its outcomes). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Start Planning Your Dream Trip' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: /Tell Us About Your Dream Trip/ }),
    ).toBeRequired();
  },
};
