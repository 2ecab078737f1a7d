import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import ThankYou from './thank-you.tsx';

/** The page as prerendered: what a browser without JavaScript shows. */
function prerendered(url: string): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/thank-you" element={<ThankYou />} />
          <Route path="/thank-you/:form" element={<ThankYou />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the thank-you pages', () => {
  it.each([
    [
      '/thank-you',
      'Thank you for your inquiry!',
      'We&#x27;ll contact you within 24 hours to start planning your dream journey.',
    ],
    [
      '/thank-you/contact',
      'Message Sent Successfully!',
      'Thank you for contacting us. We&#x27;ll get back to you within 24 hours.',
    ],
    [
      '/thank-you/flight',
      'Flight Booking Request Submitted!',
      'Our travel experts will contact you within 24 hours with flight options and pricing.',
    ],
  ])('%s shows its form’s own success text (spec §8)', (url, title, body) => {
    const html = prerendered(url);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(body);
  });
});
