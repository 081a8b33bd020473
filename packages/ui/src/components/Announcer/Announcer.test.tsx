import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Announcer, useAnnounce } from './Announcer.tsx';

describe('Announcer', () => {
  it('puts messages in the polite or assertive region, re-announcing repeats', () => {
    vi.useFakeTimers();
    const announce = renderHook(() => useAnnounce(), { wrapper: Announcer }).result.current;
    act(() => announce('Saved'));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => announce('Saved'));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    // Both regions at once: one does not cancel the other.
    act(() => {
      announce('Failed', 'assertive');
      announce('Retrying');
    });
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    expect(screen.getByRole('status').textContent).toBe('Retrying');
    vi.useRealTimers();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAnnounce())).toThrow(/inside <Announcer>/);
  });
});
