import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatUsd, giftVouchers } from '@travel/catalog';
import { expect } from 'storybook/test';
import { GiftVouchersSection } from './GiftVouchersSection.tsx';

const meta = {
  title: 'Pages/Services/All/Gift Vouchers',
  component: GiftVouchersSection,
} satisfies Meta<typeof GiftVouchersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each amount opens the contact form with the voucher and the amount filled in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const voucher = giftVouchers[0]!;
    const amount = voucher.amounts[0]!;
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Give the Gift of Travel' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${formatUsd(amount)} ${voucher.title} voucher` }),
    ).toHaveAttribute('href', `/contact?service=gift-voucher&type=${voucher.id}&amount=${amount}`);
  },
};
