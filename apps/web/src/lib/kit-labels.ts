// The kit's components (@vuga/ui) speak English by default; Learn, Review, the chat, the translator and the
// app's banners and dialogs give them these words instead, so they follow the interface's language. The English
// is the kit's own (its exported defaults), so the two cannot drift apart; the catalogs translate it
// (locales/*/kit.ts).
import {
  audioButtonLabels,
  bannerLabels,
  chatBubbleLabels,
  chatComposerLabels,
  choiceExerciseLabels,
  dialogLabels,
  flashcardLabels,
  lessonSummaryLabels,
  matchPairsLabels,
  speakExerciseLabels,
  tileBuilderLabels,
  typeAnswerLabels,
} from '@vuga/ui';
import { messages } from './i18n.ts';

export const kitLabels = messages('kit', {
  audio: audioButtonLabels,
  choice: choiceExerciseLabels,
  pairs: matchPairsLabels,
  tiles: tileBuilderLabels,
  typed: typeAnswerLabels,
  speak: speakExerciseLabels,
  summary: lessonSummaryLabels,
  flashcard: flashcardLabels,
  banner: bannerLabels,
  dialog: dialogLabels,
  composer: chatComposerLabels,
  bubble: chatBubbleLabels,
});
