import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, linkClassName } from './Link.tsx';

describe('Link', () => {
  it('renders a styled anchor', () => {
    render(
      <Link href="/visas" tone="muted">
        Visas
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Visas' });
    expect(link.getAttribute('href')).toBe('/visas');
    expect(link.className).toBe(linkClassName({ tone: 'muted' }));
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens external links in a new tab, safely, and says so', () => {
    render(
      <Link href="https://example.com" external newTabLabel="(opens in a new tab)">
        Embassy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Embassy (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('defaults to the primary tone', () => {
    expect(linkClassName()).toBe(linkClassName({ tone: 'primary' }));
  });
});
