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
  it('collapses below the breakpoint it is given, and takes a space per breakpoint', () => {
    const { rerender } = render(
      <Inline space="xs" collapseBelow="tablet">
        Row
      </Inline>,
    );
    const tablet = screen.getByText('Row').className;
    rerender(
      <Inline space="xs" collapseBelow="desktop">
        Row
      </Inline>,
    );
    expect(screen.getByText('Row').className).not.toBe(tablet);
    rerender(<Inline space={{ mobile: 'xs', tablet: 'md' }}>Row</Inline>);
    const responsive = screen.getByText('Row').className.split(' ');
    rerender(<Inline space="xs">Row</Inline>);
    const fixed = screen.getByText('Row').className.split(' ');
    expect(responsive).toEqual(expect.arrayContaining(fixed));
    expect(responsive.length).toBe(fixed.length + 1);
  });
});
