import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack, stackGaps } from './Stack.tsx';
import { space } from '../../tokens/scale.ts';

describe('Stack', () => {
  it('offers every space token as a gap', () => {
    expect([...stackGaps].sort()).toEqual(Object.keys(space).sort());
  });

  it('renders the element asked for', () => {
    render(
      <Stack as="ul" gap="small">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
