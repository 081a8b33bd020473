export { Flashcard, type FlashcardGrade, type FlashcardProps, flashcardGrades } from './Flashcard.tsx';
