import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TypingIndicator } from './TypingIndicator.tsx';

describe('TypingIndicator', () => {
  it('is a polite status whose only text is the label', () => {
    render(<TypingIndicator labels={{ typing: 'Thinking' }} />);
    expect(screen.getByRole('status').textContent).toBe('Thinking');
  });
});
