import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice.tsx';

describe('Notice', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['danger', 'alert'],
  ] as const)('%s is a %s', (tone, role) => {
    render(
      <Notice tone={tone} title="Title">
        Body
      </Notice>,
    );
    const notice = screen.getByRole(role);
    expect(notice.textContent).toBe('TitleBody');
    expect(notice.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders without a body', () => {
    render(<Notice tone="success" title="Subscribed" />);
    expect(screen.getByRole('status').textContent).toBe('Subscribed');
  });
});
