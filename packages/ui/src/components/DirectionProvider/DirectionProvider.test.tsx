import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../Tabs/Tabs.tsx';
import { DirectionProvider } from './DirectionProvider.tsx';

const items = [
  { value: 'one', label: 'One', content: 'First' },
  { value: 'two', label: 'Two', content: 'Second' },
  { value: 'three', label: 'Three', content: 'Third' },
];

describe('DirectionProvider', () => {
  it('makes the left arrow key move forwards in right-to-left pages', async () => {
    render(
      <DirectionProvider dir="rtl">
        <Tabs items={items} />
      </DirectionProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
  });

  it('keeps the right arrow key forwards in left-to-right pages', async () => {
    render(
      <DirectionProvider dir="ltr">
        <Tabs items={items} />
      </DirectionProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
  });
});
