import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is decorative and sizes a circle from its width', () => {
    const { container } = render(<Skeleton shape="circle" width="3rem" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.height).toBe('3rem');
    expect(el.dataset.shape).toBe('circle');
  });
});
