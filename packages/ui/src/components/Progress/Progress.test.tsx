import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampPercent, formatPercent, Progress } from './Progress.tsx';

describe('clampPercent', () => {
  it.each([
    [42, 42],
    [-5, 0],
    [140, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (input, expected) => {
    expect(clampPercent(input)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it('rounds to a whole percentage', () => {
    expect(formatPercent(33.333)).toBe('33%');
    expect(formatPercent(99.5)).toBe('100%');
  });
});

describe('Progress', () => {
  it('is a progressbar named by its label, with the value as text', () => {
    render(<Progress value={60} label="Savings" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Savings' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('60%');
    expect(bar.dataset.state).toBe('loading');
    expect(screen.getByText('60%').getAttribute('aria-hidden')).toBe('true');
  });

  it('clamps the value and sizes the indicator', () => {
    render(<Progress value={150} label="Savings" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.dataset.state).toBe('complete');
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('100%');
  });

  it('keeps the name when the label is hidden', () => {
    render(<Progress value={10} label="Upload" labelHidden />);
    expect(screen.queryByText('Upload')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toBeTruthy();
  });
});
