import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox', () => {
  it('is a labelled search field', () => {
    render(<SearchBox label="Search" clearLabel="Clear" name="q" />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    expect(input.type).toBe('search');
    expect(input.name).toBe('q');
  });

  it('shows the clear button only with text, and clearing refocuses the field', async () => {
    const onValueChange = vi.fn();
    render(<SearchBox label="Search" clearLabel="Clear search" onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    await userEvent.type(input, 'Rome');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    render(
      <SearchBox label="Search" clearLabel="Clear" value="Oslo" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    await userEvent.type(input, '!');
    expect(onValueChange).toHaveBeenCalledWith('Oslo!');
    expect(input.value).toBe('Oslo');
  });

  it('clears with Escape, claiming the key only while there is text', async () => {
    const onKeyDown = vi.fn();
    render(
      <SearchBox label="Search" clearLabel="Clear" defaultValue="Rome" onKeyDown={onKeyDown} />,
    );
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(onKeyDown.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onKeyDown.mock.calls[1]?.[0].defaultPrevented).toBe(false);
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<SearchBox label="Search trips" labelHidden clearLabel="Clear" />);
    expect(screen.getByRole('searchbox', { name: 'Search trips' })).toBeTruthy();
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchBox label="Search" clearLabel="Clear" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('searchbox'));
  });
});
