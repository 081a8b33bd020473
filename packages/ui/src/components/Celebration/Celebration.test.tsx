import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Celebration } from './Celebration.tsx';

describe('Celebration', () => {
  it('bursts only when active, with the pieces hidden from assistive technology', () => {
    const { container, rerender } = render(<Celebration active={false}>90%</Celebration>);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    rerender(<Celebration active>90%</Celebration>);
    const burst = container.querySelector('[aria-hidden="true"]');
    expect(burst).not.toBeNull();
    // The ring and 14 pieces by default; the content stays readable.
    expect(burst?.children).toHaveLength(15);
    expect(container.textContent).toBe('90%');
  });

  it('keeps the number of pieces within bounds, each flying its own way', () => {
    const { container } = render(
      <Celebration active pieces={100}>
        ok
      </Celebration>,
    );
    const pieces = [...(container.querySelector('[aria-hidden="true"]')?.children ?? [])].slice(1);
    expect(pieces).toHaveLength(24);
    const ways = new Set(
      pieces.map(
        (p) =>
          (p as HTMLElement).style.getPropertyValue('--vuga-celebration-dx') +
          (p as HTMLElement).style.getPropertyValue('--vuga-celebration-dy'),
      ),
    );
    expect(ways.size).toBe(24);
  });
});
