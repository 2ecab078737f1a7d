import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders a div by default', () => {
    render(<Card>Content</Card>);
    expect(screen.getByText('Content').tagName).toBe('DIV');
  });

  it('renders the element asked for, with its attributes', () => {
    render(
      <Card as="article" aria-label="Kenya safari" padding="large" tone="sunken">
        Nine days
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Kenya safari' }).textContent).toBe('Nine days');
  });

  it('changes class with padding and tone', () => {
    render(
      <>
        <Card>A</Card>
        <Card tone="sunken">B</Card>
        <Card padding="small">C</Card>
      </>,
    );
    const classes = new Set(['A', 'B', 'C'].map((text) => screen.getByText(text).className));
    expect(classes.size).toBe(3);
  });
});
