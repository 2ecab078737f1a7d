import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FormOutcome } from '../components/FormOutcome.tsx';
import { i18n } from '../i18n.ts';
import type { FieldMessages } from './form-errors.ts';
import { useFormSend, type FormSendOptions } from './useFormSend.ts';

type Body = { email: string };
type Options = Partial<Omit<FormSendOptions<Body>, 't'>>;

/** A form of one field that sends through the hook, its outcome shown as every form shows it. */
function TestForm(options: Options) {
  const { t } = useTranslation();
  const { pending, errors, outcomeProps, formProps } = useFormSend<Body>({
    t,
    read: (form) => ({ email: String(new FormData(form).get('email') ?? '') }),
    judge: async () => ({}),
    send: async () => ({ success: true }),
    ...options,
  });
  return (
    <form {...formProps} aria-label="Test form">
      <label>
        Email
        <input
          name="email"
          defaultValue="ada@example.org"
          aria-invalid={errors.email ? true : undefined}
        />
      </label>
      {errors.email ? <p data-testid="email-error">{errors.email}</p> : null}
      <button type="submit" disabled={pending}>
        Send
      </button>
      <FormOutcome
        {...outcomeProps}
        success={{ title: 'Sent' }}
        failure={{ title: 'Submission failed', body: 'Please try again later.' }}
      />
    </form>
  );
}

async function send(options: Options) {
  render(
    <I18nextProvider i18n={i18n}>
      <TestForm {...options} />
    </I18nextProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
}

const outcome = () => screen.getByRole('form').querySelector('[data-outcome]');

describe('useFormSend', () => {
  it('sends what it read once the fields pass, and says so on success', async () => {
    const sent = vi.fn(async () => ({ success: true, message: 'Thanks' }));
    const onSuccess = vi.fn();
    await send({ send: sent, onSuccess });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'success'));
    expect(sent).toHaveBeenCalledWith({ email: 'ada@example.org' });
    expect(onSuccess).toHaveBeenCalledWith(screen.getByRole('form'), { email: 'ada@example.org' });
    expect(screen.getByText('Sent')).toBeVisible();
  });

  it('sends nothing while a field is wrong: the message at the field, focus on it', async () => {
    const sent = vi.fn(async () => ({ success: true }));
    await send({
      send: sent,
      judge: async (): Promise<FieldMessages> => ({ email: 'Not an address' }),
    });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'invalid'));
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByTestId('email-error')).toHaveTextContent('Not an address');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('shows the server’s message when it refuses with one and names no field of the form', async () => {
    await send({
      send: async () => ({ success: false, message: 'Zu viele Anfragen.' }),
    });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'failure'));
    expect(screen.getByRole('alert')).toHaveTextContent('Submission failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Zu viele Anfragen.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please try again later.');
  });

  it('shows the message too when the only field it names is not the form’s (a rate limit)', async () => {
    await send({
      send: async () => ({
        success: false,
        message: 'Too many requests.',
        errors: [{ field: 'request', message: 'Too many requests.' }],
      }),
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.'));
  });

  it('shows a refused field at the field, renamed to the form’s own, and no failure', async () => {
    await send({
      send: async () => ({
        success: false,
        message: 'Please check the highlighted fields.',
        errors: [{ field: 'contactEmail', message: 'Invalid' }],
      }),
      rename: { contactEmail: 'email' },
    });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'invalid'));
    expect(screen.getByTestId('email-error')).toHaveTextContent('Please check this field.');
    expect(screen.getByRole('form')).not.toHaveTextContent('Please check the highlighted fields.');
  });

  it.each([
    ['the request fails', async () => Promise.reject(new TypeError('offline'))],
    ['the answer has no success flag', async () => ({ message: 'Odd' })],
    ['the refusal has no message', async () => ({ success: false, message: '  ' })],
  ])('says the form’s own failure text when %s', async (_, sent) => {
    await send({ send: sent });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'failure'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again later.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Odd');
  });

  it('fails to send when the form cannot be read (its code could not be fetched)', async () => {
    const sent = vi.fn(async () => ({ success: true }));
    await send({ send: sent, read: () => Promise.reject(new Error('chunk failed')) });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'failure'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('says nothing of a refusal when quiet (the footer newsletter)', async () => {
    const sent = vi.fn(async () => ({ success: false, message: 'No.' }));
    await send({ send: sent, quietRefusal: true });
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(outcome()).toHaveAttribute('data-outcome', 'idle');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows pending while sending and sends once however often it is pressed', async () => {
    let answer: (value: unknown) => void = () => {};
    const sent = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await send({ send: sent });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    screen.getByRole<HTMLFormElement>('form').requestSubmit();
    answer({ success: true });
    await waitFor(() => expect(outcome()).toHaveAttribute('data-outcome', 'success'));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
