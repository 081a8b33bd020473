import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is neutral (accent) by default, whatever the value', () => {
    const { container } = render(<ProgressBar label="Lessons" value={1} max={10} />);
    expect((container.firstElementChild as HTMLElement).dataset.tone).toBe('accent');
  });
  it('exposes value, range and tone', () => {
    const { container } = render(<ProgressBar label="Score" value={7} max={10} tone="auto" />);
    const bar = screen.getByRole('progressbar', { name: 'Score' });
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('70%');
    expect((container.firstElementChild as HTMLElement).dataset.tone).toBe('warning');
  });
  it('clamps an overflowing value', () => {
    render(<ProgressBar label="Chats" value={140} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
