import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a labelled multi-line field with a count from its default value', () => {
    render(<TextArea label="Message" maxLength={100} showCount defaultValue="Muraho" error="Too short" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/6\/100/)).toBeTruthy();
  });
});
