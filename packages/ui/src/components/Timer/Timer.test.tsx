import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultWarningAt, Timer } from './Timer.tsx';

describe('Timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down, turns to warning at 60 s, announces only at set moments and expires once', () => {
    const onExpire = vi.fn();
    const { container } = render(<Timer durationSeconds={62} warningAt={60} onExpire={onExpire} />);
    const root = container.firstElementChild as HTMLElement;
    expect(screen.getByRole('timer').textContent).toBe('1:02');
    expect(root.dataset.state).toBe('running');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    expect(root.dataset.state).toBe('warning');
    expect(screen.getByRole('status').textContent).toBe('1 minute remaining');
    act(() => vi.advanceTimersByTime(5000));
    // Nothing new is said between moments.
    expect(screen.getByRole('status').textContent).toBe('1 minute remaining');
    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.getByRole('status').textContent).toBe('30 seconds remaining');
    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(screen.getByRole('status').textContent).toBe('Time is up');
    expect(root.dataset.state).toBe('expired');
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('takes its name and its announcements from labels', () => {
    render(
      <Timer
        durationSeconds={31}
        announceAt={[30]}
        labels={{ timeRemaining: 'Igihe gisigaye', timeUp: 'Igihe kirarangiye', remaining: (s) => `${s} s` }}
      />,
    );
    expect(screen.getByRole('timer', { name: 'Igihe gisigaye' }).textContent).toBe('0:31');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('30 s');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status').textContent).toBe('Igihe kirarangiye');
  });

  it('warns in the last quarter of its duration by default, and at least in the last 10 s', () => {
    expect([40, 62, 120, 600].map(defaultWarningAt)).toEqual([10, 16, 30, 150]);
    const { container } = render(<Timer durationSeconds={120} />);
    const root = container.firstElementChild as HTMLElement;
    act(() => vi.advanceTimersByTime(89_000));
    expect(root.dataset.state).toBe('running');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('0:30');
    expect(root.dataset.state).toBe('warning');
  });

  it('holds still while paused and resumes from where it stopped', () => {
    const { rerender } = render(<Timer durationSeconds={120} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer').textContent).toBe('1:50');
    rerender(<Timer durationSeconds={120} isRunning={false} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('1:50');
    rerender(<Timer durationSeconds={120} isRunning />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('1:45');
  });
});
