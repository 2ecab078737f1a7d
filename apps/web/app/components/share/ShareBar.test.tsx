import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareBar, defaultShareBarLabels as labels, shareTargets } from './ShareBar.tsx';

const url = 'https://northstarvoyages.com/blog/kyoto-in-autumn';
const title = 'Kyoto in autumn';
const description = 'Maples, temples and quiet mornings';
const image = 'https://northstarvoyages.com/img/kyoto.jpg';
const props = { url, title, description, image, labels };

function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['clipboard', 'share'] as const) {
    Reflect.deleteProperty(navigator, name);
  }
});

describe('ShareBar', () => {
  it('links to the six networks, named by the labels', () => {
    render(<ShareBar {...props} />);
    expect(screen.getByRole('region', { name: 'Share this article' })).toBeTruthy();
    const targets = shareTargets(url, title, description, image);
    for (const network of ['twitter', 'facebook', 'linkedin', 'pinterest', 'whatsapp'] as const) {
      const link = screen.getByRole('link', { name: labels.shareOn[network] });
      expect(link.getAttribute('href')).toBe(targets[network]);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const email = screen.getByRole('link', { name: 'Share by email' });
    expect(email.getAttribute('href')).toBe(targets.mailto);
    expect(email.hasAttribute('target')).toBe(false);
  });

  it('opens a network in a centred 600 × 400 pop-up instead of navigating', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareBar {...props} />);
    const link = screen.getByRole('link', { name: 'Share on LinkedIn' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    const [href, name, features] = open.mock.calls[0]!;
    expect(href).toBe(shareTargets(url, title, description, image).linkedin);
    expect(name).toBe('share');
    expect(features).toMatch(/^width=600,height=400,left=-?\d+,top=-?\d+,noopener,noreferrer$/);
  });

  it('centres the pop-up on the window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(window, 'screenX', 'get').mockReturnValue(100);
    vi.spyOn(window, 'screenY', 'get').mockReturnValue(50);
    vi.spyOn(window, 'outerWidth', 'get').mockReturnValue(1400);
    vi.spyOn(window, 'outerHeight', 'get').mockReturnValue(900);
    render(<ShareBar {...props} />);
    fireEvent.click(screen.getByRole('link', { name: 'Share on X' }));
    expect(open.mock.calls[0]?.[2]).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
  });

  it('leaves modified clicks to the browser', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareBar {...props} />);
    const link = screen.getByRole('link', { name: 'Share on Facebook' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the link and notifies', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const onNotify = vi.fn();
    render(<ShareBar {...props} onNotify={onNotify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Link copied!',
      description: 'Share link copied to clipboard',
      variant: 'default',
    });
  });

  it('reports a failed copy as destructive', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const onNotify = vi.fn();
    render(<ShareBar {...props} onNotify={onNotify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith({
        title: 'Copy failed',
        description: 'Please copy the link manually',
        variant: 'destructive',
      }),
    );
  });

  it('reports a copy without clipboard support as failed', async () => {
    stubNavigator('clipboard', undefined);
    const onNotify = vi.fn();
    render(<ShareBar {...props} onNotify={onNotify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(onNotify.mock.calls[0]?.[0].variant).toBe('destructive'));
  });

  it('shows the outcome itself when the app passes no onNotify', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    render(<ShareBar {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Link copied! Share link copied to clipboard',
      ),
    );
  });

  it('has no native share button where the browser has no share sheet', () => {
    render(<ShareBar {...props} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('opens the native share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const onNotify = vi.fn();
    render(<ShareBar {...props} onNotify={onNotify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title, text: description, url }));
    expect(writeText).not.toHaveBeenCalled();
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('ignores a dismissed share sheet (AbortError)', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    stubNavigator('share', share);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const onNotify = vi.fn();
    render(<ShareBar {...props} onNotify={onNotify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await act(async () => {});
    expect(writeText).not.toHaveBeenCalled();
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('falls back to copying the link when sharing fails', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const onNotify = vi.fn();
    render(<ShareBar {...props} onNotify={onNotify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(onNotify.mock.calls[0]?.[0].title).toBe('Link copied!');
  });

  it('adds the native share button only after hydration, so server and client markup match', async () => {
    stubNavigator('share', vi.fn());
    const Bar = () => <ShareBar {...props} />;
    const html = renderToString(<Bar />);
    expect(html).not.toContain('Share…');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Bar />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Share…' })).toBeTruthy();
    container.remove();
  });

  it('shows labelled buttons when stacked, icon buttons inline', () => {
    const { rerender } = render(<ShareBar {...props} />);
    const inlineLink = screen.getByRole('link', { name: 'Share on X' });
    expect(inlineLink.getAttribute('title')).toBe('Share on X');
    rerender(<ShareBar {...props} variant="stacked" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Share this article' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on X' }).hasAttribute('title')).toBe(false);
  });
});
