import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toast.tsx';
import { dismissToast, getToasts, toast } from './toastStore.ts';

afterEach(() => {
  act(() => dismissToast());
});

function renderToaster() {
  render(<Toaster label="Notifications" closeLabel="Close" />);
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('Toaster', () => {
  it('renders a labelled region that shows toasts raised with toast()', () => {
    const region = renderToaster();
    act(() => {
      toast({ title: 'Trip saved', description: 'We emailed you the itinerary.' });
    });
    const item = within(region).getByRole('listitem');
    expect(within(item).getByText('Trip saved')).toBeTruthy();
    expect(within(item).getByText('We emailed you the itinerary.')).toBeTruthy();
  });

  it('shows one toast at a time', () => {
    const region = renderToaster();
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByText('Second')).toBeTruthy();
  });

  it('dismisses from the close button', async () => {
    const region = renderToaster();
    act(() => {
      toast({ title: 'Link copied' });
    });
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(getToasts()[0]?.open).toBe(false);
    await waitFor(() => expect(within(region).queryByText('Link copied')).toBeNull());
  });
});
