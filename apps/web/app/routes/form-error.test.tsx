import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import FormError, { formPage, invalidFields } from './form-error.tsx';

function page(url: string) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/form-error" element={<FormError />} />
          <Route path="/form-error/:reason" element={<FormError />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}

describe('formPage', () => {
  it('keeps a path of this site, with its query', () => {
    expect(formPage('/contact?service=gift-voucher-info')).toBe(
      '/contact?service=gift-voucher-info',
    );
    expect(formPage('/')).toBe('/');
  });

  it('refuses anything that could lead to another site', () => {
    for (const from of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'contact',
    ]) {
      expect(formPage(from), String(from)).toBeNull();
    }
  });
});

describe('invalidFields', () => {
  it('names the fields the page knows, once each, a context field as the request', () => {
    expect(invalidFields('email,message,context.service,context.type,website,nonsense')).toEqual([
      'email',
      'message',
      'context',
    ]);
    expect(invalidFields(null)).toEqual([]);
  });
});

describe('the form error pages', () => {
  it('say why by their path alone, as prerendered for browsers without JavaScript', () => {
    const texts = {
      '/form-error/invalid': 'Please check your form',
      '/form-error/rate-limited': 'Too many requests',
      '/form-error/unavailable': "We couldn't save your request",
      '/form-error': 'Something went wrong',
    };
    for (const [path, title] of Object.entries(texts)) {
      const html = renderToString(page(`${path}?fields=email&from=/contact`));
      expect(html, path).toContain(`>${title.replace("'", '&#x27;')}</h1>`);
      expect(html, path).toContain('Back button');
      // The query is read only once the page runs: the prerendered HTML is the same for all.
      expect(html, path).not.toContain('Back to the form');
      expect(html, path).not.toContain('Please check:');
    }
  });

  it('list the invalid fields and link back to the form once the page runs', () => {
    render(
      page(
        '/form-error/invalid?fields=email%2Cmessage&from=%2Fcontact%3Fservice%3Dgift-voucher-info',
      ),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Please check your form' }),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Email Address', 'Tell Us About Your Dream Trip']);
    expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
      'href',
      '/contact?service=gift-voucher-info',
    );
  });

  it('offer no link back to another site', () => {
    render(page('/form-error/unavailable?from=%2F%2Fevil.example'));
    expect(screen.queryByRole('link', { name: 'Back to the form' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call us at/ })).toBeInTheDocument();
  });
});
