// "Quiz me" answered in place: the tutor's practice question as a choice exercise inside its chat bubble, with
// the verdict and the explanation at once, and a button for another question. Practice only: nothing is
// scored or recorded (the Quiz page is for that).
import { audioUrl, type PracticeQuestion } from '@vuga/api-client';
import { AudioButton, ChoiceExercise } from '@vuga/ui';
import { apiClient } from '../../../lib/api-client.ts';
import type { useAudioPlayer } from '../../../lib/audio-player.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { chatWords } from '../chat-content.ts';

export function PracticeCard({
  id,
  practice,
  audio,
  onNext,
}: {
  /** The message's id: the question's player is keyed under it. */
  id: string;
  practice: PracticeQuestion;
  audio: ReturnType<typeof useAudioPlayer>;
  /** Asks the tutor for another question. */
  onNext: () => void;
}) {
  const key = `${id}:practice`;
  const url = practice.audio_url;
  return (
    <ChoiceExercise
      prompt={practice.question}
      options={practice.options}
      correctIndex={practice.correct_answer}
      explanation={practice.explanation}
      labels={{ ...kitLabels.choice, continue: chatWords.anotherQuestion }}
      // Under the page's h1, before the sidebar's h2s: the question is a level-2 heading.
      headingLevel={2}
      onContinue={onNext}
      {...(url && {
        audio: (
          <AudioButton
            state={audio.stateOf(key)}
            onPlay={() => void audio.play(key, audioUrl(apiClient.baseUrl, url, undefined))}
            onStop={audio.stop}
            labels={{ ...kitLabels.audio, idle: chatWords.playRecording }}
          />
        ),
      })}
    />
  );
}
