// MatchPairs in jsdom: its states, callbacks and what it says to screen readers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MatchPairs, matchTileState } from './MatchPairs.tsx';

describe('matchTileState', () => {
  it('puts matched before selected before mismatched', () => {
    const matched = new Set(['a']);
    expect(matchTileState('left', 'a', matched, { side: 'left', id: 'a' }, null)).toBe('matched');
    expect(matchTileState('left', 'b', matched, { side: 'left', id: 'b' }, null)).toBe('selected');
    expect(matchTileState('right', 'b', matched, { side: 'left', id: 'b' }, null)).toBe('idle');
    expect(matchTileState('right', 'c', matched, null, { left: 'b', right: 'c' })).toBe('mismatched');
    expect(matchTileState('left', 'c', matched, null, { left: 'b', right: 'c' })).toBe('idle');
  });
});

describe('MatchPairs', () => {
  const pairs = [
    { id: 'p1', left: 'L1', right: 'R1' },
    { id: 'p2', left: 'L2', right: 'R2' },
  ];

  // Eight clicks through user-event: slow on a busy machine, so more time than the default five seconds.
  it('locks right pairs, announces wrong ones, and completes with the mistakes counted', {
    timeout: 20_000,
  }, async () => {
    const onComplete = vi.fn();
    const onAttempt = vi.fn();
    const { container } = render(
      <MatchPairs
        prompt="Match"
        pairs={pairs}
        rightOrder={['p2', 'p1']}
        onAttempt={onAttempt}
        onComplete={onComplete}
        labels={{ mismatch: (l, r) => `${l} ≠ ${r}` }}
      />,
    );
    const root = container.querySelector('[data-component="MatchPairs"]')!;
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['L1', 'L2', 'R2', 'R1']);
    await userEvent.click(screen.getByRole('button', { name: 'L1' }));
    await userEvent.click(screen.getByRole('button', { name: 'R2' }));
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('L1 ≠ R2');
    await userEvent.click(screen.getByRole('button', { name: 'L1' }));
    await userEvent.click(screen.getByRole('button', { name: 'R1' }));
    expect(screen.getByRole('button', { name: 'L1, matched' }).getAttribute('aria-disabled')).toBe('true');
    // Choosing a matched tile does nothing.
    await userEvent.click(screen.getByRole('button', { name: 'R1, matched' }));
    await userEvent.click(screen.getByRole('button', { name: 'L2' }));
    expect(onAttempt).toHaveBeenCalledTimes(2);
    expect(root.getAttribute('data-state')).toBe('playing');
    await userEvent.click(screen.getByRole('button', { name: 'R2' }));
    expect(onAttempt).toHaveBeenLastCalledWith({ leftId: 'p2', rightId: 'p2', isMatch: true });
    expect(onComplete).toHaveBeenCalledWith({ mistakes: 1 });
    expect(root.getAttribute('data-state')).toBe('complete');
  });

  it('switches the selection within a column', async () => {
    render(<MatchPairs prompt="Match" pairs={pairs} />);
    await userEvent.click(screen.getByRole('button', { name: 'L1' }));
    await userEvent.click(screen.getByRole('button', { name: 'L2' }));
    expect(screen.getByRole('button', { name: 'L1' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'L2' }).getAttribute('aria-pressed')).toBe('true');
  });
});
