import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'overview', label: 'Overview', content: 'Nine days in Kenya.' },
  { value: 'prices', label: 'Prices', content: 'From $6,400.' },
];

describe('Tabs', () => {
  it('selects the first tab by default and shows its panel', () => {
    render(<Tabs items={items} label="Trip details" />);
    expect(screen.getByRole('tablist', { name: 'Trip details' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Nine days in Kenya.');
  });

  it('switches panels and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Prices' }));
    expect(onValueChange).toHaveBeenCalledWith('prices');
    expect(screen.getByRole('tabpanel').textContent).toBe('From $6,400.');
  });

  it('follows a controlled value', () => {
    render(<Tabs items={items} value="prices" />);
    expect(screen.getByRole('tab', { name: 'Prices' }).getAttribute('aria-selected')).toBe('true');
  });
});
