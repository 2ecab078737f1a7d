import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section.tsx';
import * as styles from './Section.css.ts';

describe('Section', () => {
  it('is a section named by aria-labelledby', () => {
    render(
      <Section aria-labelledby="title" tone="sunken" padding="large">
        <h2 id="title">Tools</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Tools' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toBe(styles.root({ tone: 'sunken', padding: 'large' }));
  });
});
