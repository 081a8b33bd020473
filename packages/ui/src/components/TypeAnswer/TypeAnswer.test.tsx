// TypeAnswer in jsdom: its states, callbacks and what it says to screen readers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TypeAnswer, type TypeAnswerResult } from './TypeAnswer.tsx';

const nearly: TypeAnswerResult = {
  verdict: 'nearly',
  expected: 'abcd',
  diff: [
    { kind: 'same', text: 'ab' },
    { kind: 'extra', text: 'x' },
    { kind: 'missing', text: 'c' },
    { kind: 'same', text: 'd' },
  ],
};

describe('TypeAnswer', () => {
  it('asks the caller for the verdict once and shows the difference of a nearly answer', async () => {
    const onCheck = vi.fn((_typed: string) => nearly);
    const onAnswer = vi.fn();
    const { container } = render(<TypeAnswer prompt="Write it" onCheck={onCheck} onAnswer={onAnswer} />);
    const root = container.querySelector('[data-component="TypeAnswer"]')!;
    expect(root.getAttribute('data-state')).toBe('empty');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'abxd');
    expect(root.getAttribute('data-state')).toBe('typing');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onCheck).toHaveBeenCalledTimes(1);
    expect(onCheck).toHaveBeenCalledWith('abxd');
    expect(onAnswer).toHaveBeenCalledWith('abxd', nearly);
    expect(root.getAttribute('data-state')).toBe('nearly');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('The answer is: abcd');
    const marks = [...status.querySelectorAll('[data-kind]')].map((el) => [
      el.getAttribute('data-kind'),
      el.textContent,
    ]);
    expect(marks).toEqual([
      ['same', 'ab'],
      ['extra', 'x'],
      ['missing', 'c'],
      ['same', 'd'],
    ]);
  });

  it('does not check an empty answer, and says why', async () => {
    const onCheck = vi.fn();
    render(<TypeAnswer prompt="Write it" onCheck={onCheck} labels={{ empty: 'Write something' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCheck).not.toHaveBeenCalled();
    expect(screen.getByText('Write something')).toBeTruthy();
  });

  it('does not repeat the answer after an exact one', async () => {
    render(<TypeAnswer prompt="Write it" onCheck={() => ({ verdict: 'exact', expected: 'zz' })} />);
    await userEvent.type(screen.getByRole('textbox'), 'zz{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Correct');
  });
});
