import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';
import * as styles from './Badge.css.ts';

describe('Badge', () => {
  it('renders its text with the tone class', () => {
    render(<Badge tone="success">Visa-free</Badge>);
    expect(screen.getByText('Visa-free').className).toBe(styles.root({ tone: 'success' }));
  });

  it('hides its icon from assistive technology', () => {
    render(<Badge icon={<svg data-testid="icon" />}>New</Badge>);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
