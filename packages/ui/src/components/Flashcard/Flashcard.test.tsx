// Flashcard in jsdom: its states, callbacks and what it says to screen readers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Flashcard } from './Flashcard.tsx';

describe('Flashcard', () => {
  it('shows the back on flip, moves focus to it and reports each grade', async () => {
    const onGrade = vi.fn();
    const { container } = render(<Flashcard front="F" back="B" onGrade={onGrade} />);
    const root = container.querySelector('[data-component="Flashcard"]')!;
    expect(root.getAttribute('data-state')).toBe('front');
    expect(screen.queryByText('B')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(root.getAttribute('data-state')).toBe('back');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Answer' }));
    expect(screen.getByText('B')).toBeTruthy();
    for (const [label, grade] of [
      ['Again', 'again'],
      ['Hard', 'hard'],
      ['Good', 'good'],
      ['Easy', 'easy'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: label }));
      expect(onGrade).toHaveBeenLastCalledWith(grade);
    }
  });

  it('follows a controlled flip state without taking focus', () => {
    const { rerender } = render(<Flashcard front="F" back="B" onGrade={() => {}} isFlipped={false} />);
    expect(screen.queryByRole('region', { name: 'Answer' })).toBeNull();
    rerender(<Flashcard front="F" back="B" onGrade={() => {}} isFlipped />);
    expect(screen.getByRole('region', { name: 'Answer' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the grade hints under the labels', () => {
    render(<Flashcard front="F" back="B" isFlipped onGrade={() => {}} gradeHints={{ easy: '4 days' }} />);
    expect(screen.getByRole('button', { name: 'Easy 4 days' })).toBeTruthy();
  });
});
