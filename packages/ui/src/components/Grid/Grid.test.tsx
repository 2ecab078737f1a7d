import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid, gridColumnClasses } from './Grid.tsx';
import * as styles from './Grid.css.ts';

describe('gridColumnClasses', () => {
  it('uses one column on phones by default', () => {
    expect(gridColumnClasses()).toEqual([styles.mobile[1]]);
  });

  it('applies a single count to every screen', () => {
    expect(gridColumnClasses(3)).toEqual([styles.mobile[3]]);
  });

  it('adds a class per breakpoint named', () => {
    expect(gridColumnClasses({ mobile: 1, tablet: 2, desktop: 3 })).toEqual([
      styles.mobile[1],
      styles.tablet[2],
      styles.desktop[3],
    ]);
    expect(gridColumnClasses({ desktop: 4 })).toEqual([styles.mobile[1], styles.desktop[4]]);
  });
});

describe('Grid', () => {
  it('renders the element asked for with gap and column classes', () => {
    render(
      <Grid as="ul" columns={{ tablet: 2 }} gap="small" data-testid="grid">
        <li>One</li>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid.tagName).toBe('UL');
    expect([...grid.classList]).toEqual([
      styles.root,
      styles.gap.small,
      styles.mobile[1],
      styles.tablet[2],
    ]);
  });
});
