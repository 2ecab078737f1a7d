import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  Tooltip,
  TooltipProvider,
  tooltipDelayDuration,
  tooltipSkipDelayDuration,
} from './Tooltip.tsx';

describe('Tooltip', () => {
  it('uses the spec delays', () => {
    expect(tooltipDelayDuration).toBe(700);
    expect(tooltipSkipDelayDuration).toBe(300);
  });

  it('opens on focus and describes its trigger, inside a provider', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Print this checklist">
          <button type="button">Print</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Print this checklist');
    expect(screen.getByRole('button', { name: 'Print' }).getAttribute('aria-describedby')).toBe(
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('works without a provider', async () => {
    render(
      <Tooltip content="Call us">
        <button type="button">Phone</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Call us');
  });
});
