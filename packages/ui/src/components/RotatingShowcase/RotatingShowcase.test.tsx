import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RotatingShowcase } from './RotatingShowcase.tsx';

const items = ['a', 'b', 'c'].map((id) => ({ id, content: `Item ${id}` }));

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('RotatingShowcase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('rotates on its interval, silently, and pauses while hovered or focused', () => {
    render(<RotatingShowcase items={items} label="Words" intervalMs={1000} />);
    const region = screen.getByRole('region', { name: 'Words' });
    expect(region.textContent).toContain('Item a');
    act(() => vi.advanceTimersByTime(1000));
    expect(region.textContent).toContain('Item b');
    expect(region.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(region.textContent).toContain('Item b');
    fireEvent.mouseLeave(region);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(region.textContent).toContain('Item b');
  });

  it('stops with the pause control and then announces user moves', () => {
    render(<RotatingShowcase items={items} label="Words" intervalMs={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    screen.getByRole('button', { name: 'Start rotation' }).blur();
    act(() => vi.advanceTimersByTime(5000));
    const region = screen.getByRole('region', { name: 'Words' });
    expect(region.textContent).toContain('Item a');
    expect(region.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(region.textContent).toContain('Item c');
  });

  it('does not move by itself under reduced motion', () => {
    mockReducedMotion(true);
    render(<RotatingShowcase items={items} label="Words" intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('region', { name: 'Words' }).textContent).toContain('Item a');
    expect(screen.getByRole('button', { name: 'Start rotation' })).toBeTruthy();
  });
});
