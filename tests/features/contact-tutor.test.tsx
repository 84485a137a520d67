import { screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $contactErrors,
  $contactFeedback,
  $contactValues,
  CONTACT_SUCCESS_MESSAGE,
  ContactTutorForm,
  contactFieldChanged,
  contactFormOpened,
  contactFormSubmitted,
  sendTutorContactFx,
} from '@/pages/tutor-details';
import { ApiError, NETWORK_ERROR_MESSAGE, tutorsContract } from '@/shared/api';
import { renderWithProviders } from '../render';

type Send = (params: { tutorId: string; body: { name: string; phone: string; message: string } }) => Promise<{ message: string }>;

function renderForm(send: Send) {
  const handler = vi.fn(send);
  const scope = fork({ handlers: [[sendTutorContactFx, handler]] });
  const result = renderWithProviders(<ContactTutorForm tutorId="tutor-1" tutorName="Rahima Akter" />, { scope });
  return { ...result, send: handler };
}

describe('ContactTutorForm', () => {
  it('checks name, phone and message before sending anything', async () => {
    const { user, send } = renderForm(async () => ({ message: 'Sent' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Your Name' }), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('sends to the tutor, says so, and empties the form', async () => {
    const { user, send } = renderForm(async () => ({ message: 'Your message has been sent' }));
    const form = screen.getByRole('form', { name: 'Contact Rahima Akter' });
    await user.type(within(form).getByRole('textbox', { name: 'Your Name' }), 'Farhana Rahman');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '01711223344');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Is Sunday evening possible for Class 9?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      tutorId: 'tutor-1',
      body: { name: 'Farhana Rahman', phone: '01711223344', message: 'Is Sunday evening possible for Class 9?' },
    });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Your Name' })).toHaveValue(''));
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError('Too many messages, please try again later', 429, true);
    });
    await user.type(screen.getByRole('textbox', { name: 'Your Name' }), 'Farhana');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01711223344');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, please try again later');
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveValue('Farhana');
  });
});

describe('contact form model', () => {
  const fill = async (scope: ReturnType<typeof fork>) => {
    await allSettled(contactFieldChanged, { scope, params: { field: 'name', value: 'Farhana' } });
    await allSettled(contactFieldChanged, { scope, params: { field: 'phone', value: '+880 1711 223344' } });
    await allSettled(contactFieldChanged, { scope, params: { field: 'message', value: 'Hello' } });
  };

  it('tells a network failure from a server that answered without a message', async () => {
    const scope = fork({
      handlers: [
        [
          sendTutorContactFx,
          async ({ body }: { body: { message: string } }) => {
            throw body.message === 'offline'
              ? new ApiError('fetch failed', 0, false)
              : new ApiError('Internal Server Error', 500, false);
          },
        ],
      ],
    });
    await allSettled(contactFormOpened, { scope, params: 't1' });
    await fill(scope);
    await allSettled(contactFormSubmitted, { scope });
    expect(scope.getState($contactFeedback)).toEqual({
      tone: 'error',
      message: 'Failed to send your message. Please try again.',
    });

    await allSettled(contactFieldChanged, { scope, params: { field: 'message', value: 'offline' } });
    await allSettled(contactFormSubmitted, { scope });
    expect(scope.getState($contactFeedback)).toEqual({
      tone: 'error',
      message: 'An error occurred. Please check your network connection and try again.',
    });
  });

  it('sends nothing and gives the network words when the check\'s schema cannot be loaded (offline)', async () => {
    const send = vi.fn(async () => ({ message: 'ok' }));
    const scope = fork({ handlers: [[sendTutorContactFx, send]] });
    const load = vi.spyOn(tutorsContract.contact, 'load').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    try {
      await allSettled(contactFormOpened, { scope, params: 't1' });
      await fill(scope);
      await allSettled(contactFormSubmitted, { scope });
      expect(load).toHaveBeenCalledTimes(1);
      expect(send).not.toHaveBeenCalled();
      expect(scope.getState($contactFeedback)).toEqual({ tone: 'error', message: NETWORK_ERROR_MESSAGE });
      expect(scope.getState($contactValues).name).toBe('Farhana');

      // Back online: the same send checks and goes out.
      await allSettled(contactFormSubmitted, { scope });
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
    }
  });

  it('drops the draft when another tutor is opened, and sends nothing before a tutor is known', async () => {
    const send = vi.fn(async () => ({ message: 'ok' }));
    const scope = fork({ handlers: [[sendTutorContactFx, send]] });
    await fill(scope);
    await allSettled(contactFormSubmitted, { scope });
    expect(send).not.toHaveBeenCalled();

    await allSettled(contactFormOpened, { scope, params: 't1' });
    await fill(scope);
    await allSettled(contactFormOpened, { scope, params: 't1' });
    expect(scope.getState($contactValues).name).toBe('Farhana');
    await allSettled(contactFormOpened, { scope, params: 't2' });
    expect(scope.getState($contactValues)).toEqual({ name: '', phone: '', message: '' });
    expect(scope.getState($contactErrors)).toEqual({});
  });
});
