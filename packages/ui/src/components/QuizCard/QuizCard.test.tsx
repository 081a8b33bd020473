import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { optionResult, QuizCard, quizCardState } from './QuizCard.tsx';

describe('QuizCard logic', () => {
  it('marks the right answer always and the wrong choice only', () => {
    const reveal = { correctIndex: 2 };
    expect([0, 1, 2, 3].map((i) => optionResult(i, 1, reveal))).toEqual([
      'none',
      'incorrect',
      'correct',
      'none',
    ]);
    expect([0, 1, 2].map((i) => optionResult(i, 2, reveal))).toEqual(['none', 'none', 'correct']);
    expect(optionResult(2, 2, undefined)).toBe('none');
  });
  it('derives the card state', () => {
    expect(quizCardState(null, undefined)).toBe('unanswered');
    expect(quizCardState(-1, undefined)).toBe('unanswered');
    expect(quizCardState(0, undefined)).toBe('selected');
    expect(quizCardState(0, { correctIndex: 0 })).toBe('correct');
    expect(quizCardState(-1, { correctIndex: 0 })).toBe('incorrect');
  });
});

describe('QuizCard', () => {
  it('puts its question at the heading level the page needs (3 unless told)', () => {
    const { rerender } = render(<QuizCard question="Which?" options={['a', 'b']} value={null} />);
    expect(screen.getByRole('heading', { name: 'Which?', level: 3 })).toBeDefined();
    rerender(<QuizCard question="Which?" options={['a', 'b']} value={null} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Which?', level: 2 })).toBeDefined();
  });

  it('reports choices and locks them once revealed with the explanation', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <QuizCard question="Q?" options={['A', 'B']} value={null} onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledWith(1);
    rerender(
      <QuizCard
        question="Q?"
        options={['A', 'B']}
        value={0}
        reveal={{ correctIndex: 1, explanation: 'Because.' }}
      />,
    );
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText('Because.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /A.*Incorrect/ })).toBeTruthy();
  });
});
