// TileBuilder in jsdom: its states, callbacks and what it says to screen readers.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moveItem, TileBuilder } from './TileBuilder.tsx';

describe('moveItem', () => {
  it('moves by a place and stops at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const same = ['a', 'b'];
    expect(moveItem(same, 0, -1)).toBe(same);
    expect(moveItem(same, 1, 1)).toBe(same);
  });
});

describe('TileBuilder', () => {
  it('places, reorders with Shift + arrows, takes back and judges the words', async () => {
    const onAnswer = vi.fn();
    const { container } = render(
      <TileBuilder
        prompt="Build"
        tiles={['c', 'a', 'b', 'a']}
        answer={['a', 'b', 'c']}
        onAnswer={onAnswer}
      />,
    );
    const root = container.querySelector('[data-component="TileBuilder"]')!;
    expect(root.getAttribute('data-state')).toBe('empty');
    await userEvent.click(screen.getByRole('button', { name: 'c' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'a' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'b' }));
    expect(root.getAttribute('data-state')).toBe('building');
    const answerLine = screen.getByRole('list', { name: 'Your answer' });
    expect(answerLine.textContent).toBe('cab');
    expect(screen.getByRole('button', { name: 'c, 1 of 3' })).toBeTruthy();
    // Move "c" two places right.
    fireEvent.keyDown(screen.getByRole('button', { name: 'c, 1 of 3' }), {
      key: 'ArrowRight',
      shiftKey: true,
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'c, 2 of 3' }), {
      key: 'ArrowRight',
      shiftKey: true,
    });
    expect(answerLine.textContent).toBe('abc');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('c, 3 of 3');
    // A plain arrow does not move anything.
    fireEvent.keyDown(screen.getByRole('button', { name: 'c, 3 of 3' }), { key: 'ArrowLeft' });
    expect(answerLine.textContent).toBe('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).toHaveBeenCalledWith({ words: ['a', 'b', 'c'], isCorrect: true });
    expect(root.getAttribute('data-state')).toBe('correct');
    // Locked after the verdict.
    await userEvent.click(screen.getByRole('button', { name: 'a, 1 of 3' }));
    expect(answerLine.textContent).toBe('abc');
  });

  it('takes a placed tile back to the bank and judges the rebuilt answer', async () => {
    render(<TileBuilder prompt="Build" tiles={['x', 'y']} answer={['y', 'x']} />);
    await userEvent.click(screen.getByRole('button', { name: 'x' }));
    await userEvent.click(screen.getByRole('button', { name: 'y' }));
    await userEvent.click(screen.getByRole('button', { name: 'x, 1 of 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'x' }));
    expect(screen.getByRole('list', { name: 'Your answer' }).textContent).toBe('yx');
    const check = screen.getByRole('button', { name: 'Check' });
    await userEvent.click(check);
    expect(screen.getAllByRole('status')[1]!.textContent).toContain('Correct');
  });
});
