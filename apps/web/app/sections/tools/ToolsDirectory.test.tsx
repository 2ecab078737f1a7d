import { tools } from '@travel/catalog';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { ToolsDirectory } from './ToolsDirectory.tsx';

const renderDirectory = (props: Partial<Parameters<typeof ToolsDirectory>[0]> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ToolsDirectory tools={tools} {...props} />
    </I18nextProvider>,
  );

const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');

describe('ToolsDirectory', () => {
  it('lists every tool, each opening its site in a new tab', () => {
    renderDirectory();
    expect(screen.getByRole('status')).toHaveTextContent(`${tools.length} tools available`);
    expect(cards()).toHaveLength(tools.length);
    const link = screen.getByRole('link', {
      name: new RegExp(`^${tools[0]!.name}\\s*\\(opens in a new tab\\)$`),
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('narrows to a category and says how many are left, singular for one', async () => {
    const onFilterChange = vi.fn();
    renderDirectory({ onFilterChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Financial' }));
    const financial = tools.filter((tool) => tool.category === 'Financial').length;
    expect(screen.getByRole('status')).toHaveTextContent(`${financial} Financial tools available`);
    expect(cards()).toHaveLength(financial);
    expect(onFilterChange).toHaveBeenLastCalledWith('Financial');

    await userEvent.click(screen.getByRole('radio', { name: 'Culture' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 Culture tool available');
  });

  it('follows a controlled filter', () => {
    renderDirectory({ filter: 'Safety' });
    expect(cards()).toHaveLength(tools.filter((tool) => tool.category === 'Safety').length);
    expect(screen.getByRole('radio', { name: 'Safety' })).toBeChecked();
  });
});
