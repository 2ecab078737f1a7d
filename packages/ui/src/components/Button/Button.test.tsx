import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, buttonClassName } from './Button.tsx';

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Book now</Button>);
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('while pending is disabled, busy and shows the pending label', async () => {
    const onClick = vi.fn();
    render(
      <Button pending pendingLabel="Sending…" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Send')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while pending without a label keeps its content', () => {
    render(<Button pending>Subscribe</Button>);
    expect(screen.getByRole('button', { name: 'Subscribe' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('is not busy when idle', () => {
    render(<Button>Idle</Button>);
    expect(screen.getByRole('button').hasAttribute('aria-busy')).toBe(false);
  });

  it('hides its icon from assistive technology', () => {
    render(<Button iconStart={<svg data-testid="icon" />}>Fly</Button>);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Fly' })).toBeTruthy();
  });

  it('adds the caller class to the variant classes', () => {
    render(
      <Button variant="danger" size="large" className="extra">
        Cancel trip
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.className).toBe(`${buttonClassName({ variant: 'danger', size: 'large' })} extra`);
  });
});

describe('buttonClassName', () => {
  it('defaults to a medium primary button', () => {
    expect(buttonClassName({})).toBe(
      buttonClassName({ variant: 'primary', size: 'medium', fullWidth: false }),
    );
    expect(buttonClassName()).toBe(buttonClassName({}));
  });

  it('differs per variant, size and width', () => {
    const classes = new Set([
      buttonClassName({ variant: 'secondary' }),
      buttonClassName({ variant: 'ghost' }),
      buttonClassName({ size: 'small' }),
      buttonClassName({ fullWidth: true }),
      buttonClassName({}),
    ]);
    expect(classes.size).toBe(5);
  });
});

describe('ButtonLink', () => {
  it('renders a link with the button look', () => {
    render(
      <ButtonLink href="/contact" variant="secondary">
        Contact us
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.className).toBe(buttonClassName({ variant: 'secondary' }));
  });
});
