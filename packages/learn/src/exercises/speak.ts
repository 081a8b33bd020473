// Say it: the lesson's first item with a recording (the one practised most by then), heard, said aloud
// (recorded on the device only), compared and rated by the learner. Practice, not graded.
import type { LessonKind } from './kind.ts';

export interface Speak {
  kind: 'speak';
  itemId: string;
  text: string;
  gloss: string;
  audio: string;
}

export const speak: LessonKind<Speak> = {
  kind: 'speak',
  per: 'lesson',
  stage: 'close',
  answeredWith: 'spoken',
  build: ({ items }) => {
    const spoken = items.find((item) => item.audio);
    if (!spoken) return null;
    return {
      kind: 'speak',
      itemId: spoken.id,
      text: spoken.text,
      gloss: spoken.gloss[0]!,
      audio: spoken.audio!,
    };
  },
  // Nothing is heard by the server, so the learner's own rating is not a grade: any rating counts as done.
  grade: () => ({ correct: true, verdict: null }),
  pronounced: (exercise) => exercise.text,
};
