import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot, Slottable } from './slot.tsx';

describe('Slot', () => {
  it("renders its child with the slot's props merged: classes joined, styles and handlers both, refs both", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={slotRef}
        className="slot"
        style={{ color: 'red', margin: 1 }}
        data-component="Button"
        title="from the slot"
        onClick={() => calls.push('slot')}
      >
        <a
          href="/learn"
          ref={childRef}
          className="child"
          style={{ color: 'blue' }}
          title="from the child"
          onClick={() => calls.push('child')}
        >
          Learn
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Learn' });
    expect(link.className).toBe('slot child');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    expect(link.getAttribute('data-component')).toBe('Button');
    expect(link.getAttribute('title')).toBe('from the child');
    link.click();
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("puts the slot's other children inside the Slottable's element, in order", () => {
    const onClick = vi.fn();
    render(
      <Slot className="button" onClick={onClick}>
        <span data-testid="icon">★</span>
        <Slottable>
          <a href="/review">Review</a>
        </Slottable>
        <span data-testid="after">→</span>
      </Slot>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('★Review→');
    expect(link.className).toBe('button');
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without an element to render', () => {
    const { container } = render(<Slot className="x">just text</Slot>);
    expect(container.innerHTML).toBe('');
  });
});
