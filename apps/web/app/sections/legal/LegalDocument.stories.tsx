import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalDocument } from './LegalDocument.tsx';
import { LEGAL_DOCUMENTS } from './legal-values.ts';

const meta = {
  title: 'Pages/Legal/Document',
  component: LegalDocument,
  args: { document: 'privacy' },
  argTypes: { document: { control: 'inline-radio', options: LEGAL_DOCUMENTS } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
  },
};

export const Terms: Story = {
  args: { document: 'terms' },
};

export const Disclaimer: Story = {
  args: { document: 'disclaimer' },
};
