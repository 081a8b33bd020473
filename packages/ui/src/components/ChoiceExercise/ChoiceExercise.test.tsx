// ChoiceExercise in jsdom: its states, callbacks and what it says to screen readers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceExercise, choiceExerciseState } from './ChoiceExercise.tsx';

describe('choiceExerciseState', () => {
  it('follows selection and verdict', () => {
    expect(choiceExerciseState(null, 1, false)).toBe('unanswered');
    expect(choiceExerciseState(0, 1, false)).toBe('selected');
    expect(choiceExerciseState(1, 1, true)).toBe('correct');
    expect(choiceExerciseState(0, 1, true)).toBe('incorrect');
  });
});

describe('ChoiceExercise', () => {
  it('judges once, announces the verdict with the right answer and locks the options', async () => {
    const onAnswer = vi.fn();
    const onContinue = vi.fn();
    const { container } = render(
      <ChoiceExercise
        prompt="Pick"
        options={['one', 'two', 'three']}
        correctIndex={2}
        onAnswer={onAnswer}
        onContinue={onContinue}
        labels={{ check: 'Verify', answerIs: 'Right answer:' }}
      />,
    );
    const root = container.querySelector('[data-component="ChoiceExercise"]')!;
    expect(root.getAttribute('data-state')).toBe('unanswered');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'two' }));
    expect(root.getAttribute('data-state')).toBe('selected');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ index: 1, isCorrect: false });
    expect(root.getAttribute('data-state')).toBe('incorrect');
    expect(screen.getByRole('status').textContent).toContain('Right answer: three');
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('names the options group by the prompt and keeps the audio control outside it', () => {
    render(
      <ChoiceExercise
        prompt="Which word?"
        audio={<button type="button">Listen</button>}
        options={['a', 'b']}
        correctIndex={0}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Which word?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeTruthy();
  });
});
