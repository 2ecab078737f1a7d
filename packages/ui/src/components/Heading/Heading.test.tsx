import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';
import * as styles from './Heading.css.ts';

describe('Heading', () => {
  it('renders the element of its level', () => {
    render(<Heading level={3}>Visas</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Visas' }).tagName).toBe('H3');
  });

  it('sizes by level unless a size is given', () => {
    render(
      <>
        <Heading level={1}>Default</Heading>
        <Heading level={4} size="display">
          Big
        </Heading>
      </>,
    );
    expect(screen.getByText('Default').className).toBe(styles.root({ size: 'xxlarge' }));
    expect(screen.getByText('Big').className).toBe(styles.root({ size: 'display' }));
  });

  it('passes attributes through, for aria-labelledby targets', () => {
    render(
      <Heading level={2} id="tools-title" className="extra">
        Tools
      </Heading>,
    );
    const heading = screen.getByRole('heading');
    expect(heading.id).toBe('tools-title');
    expect(heading.classList.contains('extra')).toBe(true);
  });
});
