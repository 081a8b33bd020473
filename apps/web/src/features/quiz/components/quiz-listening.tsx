import { audioUrl, type QuizQuestion } from '@vuga/api-client';
import { Button, Inline, SpeakerIcon, StopIcon } from '@vuga/ui';
import type { Ref } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import type { AudioState } from '../../../lib/audio-player.ts';
import { quizWords, recordingLabels } from '../quiz-content.ts';

/** Where a listening question's recording plays from, or null when it has none. */
export const recordingUrl = (question: QuizQuestion): string | null =>
  question.audio_url ? audioUrl(apiClient.baseUrl, question.audio_url, undefined) : null;

interface ListeningPromptProps {
  question: QuizQuestion;
  state: AudioState;
  onPlay: () => void;
  onStop: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * The recording of a listening question ("Listen and choose the meaning."): a play/stop button, or the words
 * themselves when the API had no recording, so the question can still be answered.
 */
export function ListeningPrompt({ question, state, onPlay, onStop, buttonRef }: ListeningPromptProps) {
  if (question.audio_url) {
    return (
      <Inline space="sm">
        {/* Never disabled while loading: the learner's focus stays on it. */}
        <Button
          ref={buttonRef}
          variant="secondary"
          icon={state === 'playing' ? <StopIcon /> : <SpeakerIcon />}
          onClick={state === 'playing' ? onStop : onPlay}
          data-state={state}
          aria-busy={state === 'loading' || undefined}
        >
          {recordingLabels[state]}
        </Button>
      </Inline>
    );
  }
  if (!question.audio_text) return null;
  return (
    <Inline as="p" space="sm">
      {quizWords.noRecording} <strong lang="rw">{question.audio_text}</strong>
    </Inline>
  );
}
