import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer.tsx';

describe('ChatComposer', () => {
  it('sends trimmed text on Enter and with the button, then clears', async () => {
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  muraho  {Enter}');
    expect(onSend).toHaveBeenLastCalledWith('muraho');
    expect((box as HTMLTextAreaElement).value).toBe('');
    await userEvent.type(box, 'amakuru');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith('amakuru');
  });

  it('keeps Shift+Enter as a newline and never sends whitespace', async () => {
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '{Shift>}{Enter}{/Shift} {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('takes every word from labels', () => {
    render(
      <ChatComposer
        onSend={() => {}}
        labels={{ message: 'Ubutumwa', placeholder: 'Baza…', hint: 'Enter wohereza', send: 'Ohereza' }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Ubutumwa' });
    expect(box.getAttribute('placeholder')).toBe('Baza…');
    expect(screen.getByRole('button', { name: 'Ohereza' })).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter wohereza',
    );
  });

  it('is disabled while pending or disconnected', () => {
    const { rerender } = render(<ChatComposer onSend={() => {}} isPending />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    rerender(<ChatComposer onSend={() => {}} isDisconnected />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    rerender(<ChatComposer onSend={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', false);
  });
});
