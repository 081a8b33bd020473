// A review session's state: the cards due when it starts, the one shown, its side and its recording, and the
// grades sent to the server (which schedules each card with FSRS).
import { audioUrl, type ReviewCardView } from '@vuga/api-client';
import type { FlashcardGrade } from '@vuga/ui';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { useDueCount } from '../../../lib/review/due-count.ts';
import { getSettings } from '../../../lib/settings.ts';
import { useGradeReview, useReviewDue } from '../api/learn.ts';

export interface Session {
  cards: ReviewCardView[];
  index: number;
  reviewed: number;
}

export function useReviewSession() {
  const due = useReviewDue();
  const grade = useGradeReview();
  const dueNow = useDueCount();
  const audio = useAudioPlayer();
  const [session, setSession] = useState<Session | null>(null);
  const [typing, setTyping] = useState(false);
  const [flipped, setFlipped] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A session is the cards due when it starts: grading one does not reshuffle the rest.
  useEffect(() => {
    if (due.data && !session) setSession({ cards: due.data.cards, index: 0, reviewed: 0 });
  }, [due.data, session]);

  const card = session?.cards[session.index];
  const rwFront = card?.direction === 'rw-en';
  const recording = card?.audio_url ? audioUrl(apiClient.baseUrl, card.audio_url, undefined) : null;
  // The recording says the Kinyarwanda side: on a card asking for it, only once the answer shows.
  const canHear = recording && (rwFront || flipped);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new card (and its answer shown) once
  useEffect(() => {
    audio.stop();
    if (card && canHear && getSettings().preferences.autoPlay) void audio.play(card.id, recording);
  }, [card?.id, canHear]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the next card's heading, not the first one's
  useEffect(() => {
    if (session && session.index > 0) heading.current?.focus();
  }, [session?.index]);

  const advance = () => {
    setFlipped(false);
    // A typed answer still being saved keeps going (and shows its error if it fails).
    if (!grade.isPending) grade.reset();
    setSession((s) => (s ? { ...s, index: s.index + 1, reviewed: s.reviewed + 1 } : s));
  };
  // The next session is what is due now: fetched again, not the first answer's cards.
  const restart = async () => {
    const next = await due.refetch();
    if (next.data) setSession({ cards: next.data.cards, index: 0, reviewed: 0 });
  };
  const sendGrade = (value: FlashcardGrade) =>
    card && grade.mutate({ card_id: card.id, due_at: card.due_at, grade: value }, { onSuccess: advance });
  const sendTyped = (typed: string) => card && grade.mutate({ card_id: card.id, due_at: card.due_at, typed });
  const playCard = () => {
    if (card && recording) void audio.play(card.id, recording);
  };
  const retryGrade = () => grade.variables && grade.mutate(grade.variables);

  return {
    due,
    grade,
    dueNow,
    audio,
    session,
    card,
    rwFront,
    canHear,
    playCard,
    typing,
    setTyping,
    flipped,
    setFlipped,
    heading,
    advance,
    restart,
    sendGrade,
    sendTyped,
    retryGrade,
  };
}

export type ReviewSessionState = ReturnType<typeof useReviewSession>;
