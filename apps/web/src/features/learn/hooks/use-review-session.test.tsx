// useReviewSession: a session is the cards due when it starts (a refetch does not reshuffle it), a graded card
// moves it on with the answer hidden again, a recording is offered only once its Kinyarwanda may be heard, and
// "more" starts again from what is due now. The server's queries are fakes.

import { act, renderHook } from '@testing-library/react';
import type { ReviewCardView } from '@vuga/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReviewSession } from './use-review-session.ts';

const card = (id: string, direction: ReviewCardView['direction'], audio_url?: string) =>
  ({ id, direction, prompt: id, answers: [id], due_at: '2026-01-01T00:00:00Z', audio_url }) as ReviewCardView;

const fakes = vi.hoisted(() => ({
  due: { data: undefined as { cards: ReviewCardView[] } | undefined, refetch: vi.fn() },
  mutate: vi.fn(),
}));

vi.mock('../api/learn.ts', () => ({
  useReviewDue: () => fakes.due,
  useGradeReview: () => ({ mutate: fakes.mutate, reset: () => {}, isPending: false }),
}));
vi.mock('../../../lib/review/due-count.ts', () => ({ useDueCount: () => 0 }));
vi.mock('../../../lib/audio-player.ts', () => ({
  useAudioPlayer: () => ({ play: async () => true, stop: () => {}, stateOf: () => 'idle' }),
}));

beforeEach(() => {
  fakes.due = { data: { cards: [card('a', 'rw-en'), card('b', 'en-rw', '/audio/b.mp3')] }, refetch: vi.fn() };
  fakes.mutate.mockReset();
  // A graded card moves the session on when the server has it.
  fakes.mutate.mockImplementation((_grade, options?: { onSuccess?: () => void }) => options?.onSuccess?.());
});

describe('useReviewSession', () => {
  it('keeps the cards it started with when the due cards change', () => {
    const { result, rerender } = renderHook(() => useReviewSession());
    fakes.due = { data: { cards: [card('z', 'rw-en')] }, refetch: vi.fn() };
    rerender();
    expect(result.current.session?.cards.map((c) => c.id)).toEqual(['a', 'b']);
    expect(result.current.card?.id).toBe('a');
  });

  it('grades a card, moves on and hides the next answer', () => {
    const { result } = renderHook(() => useReviewSession());
    act(() => result.current.setFlipped(true));
    act(() => void result.current.sendGrade('good'));
    expect(fakes.mutate).toHaveBeenCalledWith(
      { card_id: 'a', due_at: '2026-01-01T00:00:00Z', grade: 'good' },
      expect.anything(),
    );
    expect(result.current.session).toMatchObject({ index: 1, reviewed: 1 });
    expect(result.current.card?.id).toBe('b');
    expect(result.current.flipped).toBe(false);
  });

  it('offers an English-front card’s recording only once the answer shows', () => {
    const { result } = renderHook(() => useReviewSession());
    act(() => void result.current.sendGrade('good'));
    expect(result.current.canHear).toBeFalsy();
    act(() => result.current.setFlipped(true));
    expect(result.current.canHear).toBeTruthy();
  });

  it('starts again from the cards due now', async () => {
    const { result } = renderHook(() => useReviewSession());
    act(() => void result.current.sendGrade('good'));
    fakes.due.refetch.mockResolvedValue({ data: { cards: [card('c', 'rw-en')] } });
    await act(() => result.current.restart());
    expect(result.current.session).toEqual({ cards: [card('c', 'rw-en')], index: 0, reviewed: 0 });
  });
});
