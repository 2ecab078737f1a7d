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

  it('fills a partial star by its fraction and leaves the stars after it empty', () => {
    render(<Rating value={3.5} label="3.5 out of 5" />);
    const fills = [...screen.getByRole('img').children].map((star) =>
      (star as HTMLElement).style.getPropertyValue('--rating-star-fill'),
    );
    expect(fills).toEqual(['1', '1', '1', '0.5', '']);
  });

  it('draws the stars without an element per icon', () => {
    render(<Rating value={4.3} label="4.3 out of 5" />);
    expect(screen.getByRole('img').querySelectorAll('*')).toHaveLength(5);
  });
});
