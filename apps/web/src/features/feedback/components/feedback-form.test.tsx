// The feedback form sends what was typed to the API and thanks the sender only once the API accepted it; when
// it was refused, the reason is shown and everything typed stays.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vuga/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { feedbackContent } from '../feedback.ts';
import { FeedbackForm } from './feedback-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillIn() {
  const user = userEvent.setup();
  render(<FeedbackForm />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of feedback' }), 'Bug report');
  await user.click(screen.getByRole('radio', { name: '4' }));
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Audio');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The clip for inka is silent.');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
}

describe('FeedbackForm', () => {
  it('sends the fields and thanks the sender once the API accepted them', async () => {
    const send = vi
      .spyOn(apiClient, 'sendFeedback')
      .mockResolvedValue({ id: 'f1', received_at: '2026-11-26T09:00:00.000Z' });
    await fillIn();
    expect(send).toHaveBeenCalledWith({
      type: 'Bug report',
      rating: 4,
      subject: 'Audio',
      message: 'The clip for inka is silent.',
    });
    expect(await screen.findByText(feedbackContent.thanksTitle)).toBeDefined();
  });

  it('shows why it was not sent and keeps what was typed', async () => {
    vi.spyOn(apiClient, 'sendFeedback').mockRejectedValue(
      new ApiError('http', 'limited', {
        status: 429,
        serverMessage: 'Too many requests: at most 3 a minute.',
      }),
    );
    await fillIn();
    expect(await screen.findByText('Too many requests: at most 3 a minute.')).toBeDefined();
    expect(screen.getByText(feedbackContent.failedTitle)).toBeDefined();
    expect(screen.queryByText(feedbackContent.thanksTitle)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'The clip for inka is silent.',
    );
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Audio');
  });

  it('says the server was unreachable when no answer came', async () => {
    vi.spyOn(apiClient, 'sendFeedback').mockRejectedValue(new ApiError('network', 'Failed to fetch'));
    await fillIn();
    expect(await screen.findByText(feedbackContent.unreachable)).toBeDefined();
  });
});
