import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FaqList, type FaqListItem } from './FaqList.tsx';

const items: FaqListItem[] = [
  { key: 'planning-0', question: 'How far ahead?', answer: 'Two to three months.' },
  { key: 'planning-1', question: 'Group rates?', answer: 'From six travelers.' },
];

/** Two lists sharing the page's open keys, as the FAQ page holds them. */
function Page() {
  const [open, setOpen] = useState<string[]>(['dest-0-0']);
  const onOpenChange = (next: string[], own: readonly string[]) =>
    setOpen((keys) => [...keys.filter((key) => !own.includes(key)), ...next]);
  return (
    <>
      <FaqList headingLevel={3} items={items} openKeys={open} onOpenChange={onOpenChange} />
      <FaqList
        headingLevel={4}
        items={[{ key: 'dest-0-0', question: 'Kenya visa?', answer: 'An ETA.' }]}
        openKeys={open}
        onOpenChange={onOpenChange}
      />
      <output>{open.join(' ')}</output>
    </>
  );
}

describe('FaqList', () => {
  it('opens several answers at once and keeps each list to its own keys', async () => {
    render(<Page />);
    expect(screen.getByText('An ETA.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'How far ahead?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Group rates?' }));
    expect(screen.getByText('Two to three months.')).toBeVisible();
    expect(screen.getByText('From six travelers.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('dest-0-0 planning-0 planning-1');

    await userEvent.click(screen.getByRole('button', { name: 'How far ahead?' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^dest-0-0 planning-1$/);
    expect(screen.getByRole('heading', { level: 4, name: 'Kenya visa?' })).toBeInTheDocument();
  });

  it('toggles from the keyboard', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Group rates?' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Group rates?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Group rates?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
