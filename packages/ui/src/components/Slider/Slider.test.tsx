import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider.tsx';

// Radix measures the thumb with ResizeObserver, which jsdom lacks; sizes do not matter to this test.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('Slider', () => {
  it('is a labelled slider that steps with the keyboard and reports values', () => {
    const onValueChange = vi.fn();
    render(<Slider label="Volume" min={0} max={10} defaultValue={3} onValueChange={onValueChange} />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.keyDown(thumb, { key: 'ArrowUp' });
    expect(onValueChange).toHaveBeenLastCalledWith(4);
    expect(thumb.getAttribute('aria-valuenow')).toBe('4');
  });
});
