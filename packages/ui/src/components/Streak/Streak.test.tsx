import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Streak } from './Streak.tsx';

describe('Streak', () => {
  it('is a region named by its label, with the count and the week in words', () => {
    render(<Streak days={3} />);
    const region = screen.getByRole('region', { name: 'Learning streak' });
    expect(region.getAttribute('data-state')).toBe('live');
    expect(screen.getByText('3 days')).toBeTruthy();
    expect(screen.getByText('Practised 3 of the last 7 days')).toBeTruthy();
  });

  it('fills the last days of the week track, at most seven', () => {
    const { container, rerender } = render(<Streak days={2} />);
    const filled = () =>
      [...container.querySelectorAll('li')].map((day) => day.className.includes('true')).join(',');
    expect(filled()).toBe('false,false,false,false,false,true,true');
    rerender(<Streak days={40} />);
    expect(filled()).toBe('true,true,true,true,true,true,true');
    expect(screen.getByText('40 days')).toBeTruthy();
  });

  it('has no live flame at zero, and says one day in the singular', () => {
    const { rerender } = render(<Streak days={0} />);
    expect(screen.getByRole('region').getAttribute('data-state')).toBe('none');
    expect(screen.getByText('0 days')).toBeTruthy();
    rerender(<Streak days={1} labels={{ week: (n) => `${n}/7` }} />);
    expect(screen.getByText('1 day')).toBeTruthy();
    expect(screen.getByText('1/7')).toBeTruthy();
  });
});
