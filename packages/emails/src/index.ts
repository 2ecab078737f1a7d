import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export { LeadNotification, leadNotificationSubject } from './lead-notification.tsx';
export type { LeadField, LeadNotificationProps } from './lead-notification.tsx';
export { formatReceiptDates, LeadReceipt } from './lead-receipt.tsx';
export type { LeadKind, LeadReceiptProps, ReceiptChoices, ReceiptDates } from './lead-receipt.tsx';
export { receiptDestination, receiptRecommendation, receiptService } from './receipt-names.ts';
export type { ReceiptServiceContext } from './receipt-names.ts';
export { NewsletterConfirm, NewsletterWelcome } from './newsletter.tsx';
export { emailStrings, oneLine } from './strings.ts';
export type { Agency, EmailT } from './strings.ts';

/** An e-mail's two parts: HTML for most clients, plain text for the rest (and for filters). */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
