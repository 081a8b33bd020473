import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard.tsx';

describe('StatCard', () => {
  it('pairs the label with its value and hint', () => {
    render(<StatCard label="Quiz attempts" value={3} hint="This week" />);
    expect(screen.getByRole('term').textContent).toBe('Quiz attempts');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', 'This week']);
  });
});
