import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('passes ARIA through, e.g. a labelled group of chips', () => {
    render(
      <Inline space="xs" role="group" aria-label="Categories">
        <span>Food</span>
      </Inline>,
    );
    expect(screen.getByRole('group', { name: 'Categories' }).textContent).toBe('Food');
  });
  it('collapses on a phone only when asked', () => {
    const { rerender } = render(<Inline space="xs">Row</Inline>);
    const plain = screen.getByText('Row').className;
    rerender(
      <Inline space="xs" isCollapsedOnPhone>
        Row
      </Inline>,
    );
    expect(screen.getByText('Row').className).not.toBe(plain);
  });
});
