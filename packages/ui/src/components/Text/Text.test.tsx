import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';
import * as styles from './Text.css.ts';

describe('Text', () => {
  it('is a standard paragraph by default', () => {
    render(<Text>Hello</Text>);
    const text = screen.getByText('Hello');
    expect(text.tagName).toBe('P');
    expect(text.className).toBe(
      styles.root({ size: 'standard', tone: 'standard', weight: 'regular' }),
    );
  });

  it('renders the element, size, tone and weight asked for', () => {
    render(
      <Text as="span" size="small" tone="danger" weight="bold" className="extra">
        Declined
      </Text>,
    );
    const text = screen.getByText('Declined');
    expect(text.tagName).toBe('SPAN');
    expect(text.className).toBe(
      `${styles.root({ size: 'small', tone: 'danger', weight: 'bold' })} extra`,
    );
  });
});
