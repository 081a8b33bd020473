import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatBubble, confidenceTone } from './ChatBubble.tsx';

describe('ChatBubble', () => {
  it('marks the word in its language and says who spoke', () => {
    const { container } = render(
      <ChatBubble
        author="tutor"
        text="Say muraho."
        highlight="muraho"
        highlightLang="rw"
        pronunciation="moo-RAH-ho"
      />,
    );
    const mark = container.querySelector('mark')!;
    expect(mark.textContent).toBe('muraho');
    expect(mark.getAttribute('lang')).toBe('rw');
    expect(container.textContent).toContain('Tutor said: Say muraho.');
    expect(screen.getByText('moo-RAH-ho')).toBeTruthy();
  });

  it('shows the audio error only in the error state', () => {
    const { rerender } = render(
      <ChatBubble
        author="tutor"
        text="x"
        audio={{ state: 'idle', onPlay: () => {} }}
        audioError="Could not play"
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <ChatBubble
        author="tutor"
        text="x"
        audio={{ state: 'error', onPlay: () => {} }}
        audioError="Could not play"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not play');
  });

  it('maps confidence to a tone and prints the percentage', () => {
    expect(confidenceTone(0.8)).toBe('success');
    expect(confidenceTone(0.5)).toBe('info');
    expect(confidenceTone(0.49)).toBe('warning');
    render(<ChatBubble author="tutor" text="x" confidence={0.456} />);
    expect(screen.getByText('Confidence 46%')).toBeTruthy();
  });
});
