// Styles of ChoiceExercise (one recipe for the root; tokens from the theme contract only).
import { recipe } from '@vanilla-extract/recipes';

// The frame, prompt and options are QuizCard's; the exercise only keeps the card within a narrow screen.
export const root = recipe({ base: { minWidth: 0, maxWidth: '100%', overflowWrap: 'break-word' } });
