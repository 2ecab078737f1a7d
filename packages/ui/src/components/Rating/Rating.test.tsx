import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, starFills } from './Rating.tsx';

describe('starFills', () => {
  it.each([
    [5, [1, 1, 1, 1, 1]],
    [4.3, [1, 1, 1, 1, 0.3]],
    [0.5, [0.5, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('%d → %j', (value, fills) => {
    expect(starFills(value)).toEqual(fills);
  });

  it('takes another maximum', () => {
    expect(starFills(2.25, 3)).toEqual([1, 1, 0.25]);
  });
});

describe('Rating', () => {
  it('is one image named by its label, with a labelled count', () => {
    render(<Rating value={4.9} label="4.9 out of 5" count={128} countLabel="128 reviews" />);
    const stars = screen.getByRole('img', { name: '4.9 out of 5' });
    expect(stars.children).toHaveLength(5);
    expect(screen.getByText('(128)').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('128 reviews')).toBeTruthy();
  });

  it('sizes the fill of a partial star', () => {
    render(<Rating value={3.5} label="3.5 out of 5" />);
    const fourth = screen.getByRole('img').children[3];
    expect((fourth?.children[1] as HTMLElement).style.inlineSize).toBe('50%');
    expect(screen.getByRole('img').children[4]?.children).toHaveLength(1);
  });
});
