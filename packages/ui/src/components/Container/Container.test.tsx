import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('wraps its content and keeps the caller class and attributes', () => {
    render(
      <Container className="extra" data-testid="container">
        Page
      </Container>,
    );
    const container = screen.getByTestId('container');
    expect(container.textContent).toBe('Page');
    expect(container.classList.contains('extra')).toBe(true);
    expect(container.classList.length).toBe(2);
  });
});
