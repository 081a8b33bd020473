export {
  Flashcard,
  type FlashcardGrade,
  type FlashcardLabels,
  type FlashcardProps,
  flashcardGrades,
  flashcardLabels,
} from './Flashcard.tsx';
