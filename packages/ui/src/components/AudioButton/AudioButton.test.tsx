import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioButton } from './AudioButton.tsx';

describe('AudioButton', () => {
  it('plays when idle, retries after an error and stops while playing', async () => {
    const onPlay = vi.fn();
    const onStop = vi.fn();
    const { rerender } = render(<AudioButton state="idle" onPlay={onPlay} onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play pronunciation' }));
    rerender(<AudioButton state="error" onPlay={onPlay} onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Audio failed. Try again' }));
    expect(onPlay).toHaveBeenCalledTimes(2);
    rerender(<AudioButton state="playing" onPlay={onPlay} onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop audio' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('is busy while loading', () => {
    render(<AudioButton state="loading" onPlay={() => {}} />);
    expect(screen.getByRole('button', { name: 'Loading audio' }).getAttribute('aria-busy')).toBe('true');
  });
});
