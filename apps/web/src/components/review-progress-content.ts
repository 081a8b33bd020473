// Words of the review progress panel, shown on the review desk and in the admin dashboard.
import { messages } from '../lib/i18n.ts';

export const progressWords = messages('reviewProgress', {
  title: 'Review progress',
  loading: 'Loading the review progress',
  failed: 'The review progress could not be read.',
  kindsCaption: 'Reviewed and draft, by kind',
  unitsCaption: 'Reviewed and draft, by course unit',
  kind: { lexicon: 'Words', phrase: 'Phrases', grammar: 'Grammar topics', quiz: 'Quiz questions' },
  reviewed: 'Reviewed',
  draft: 'Draft',
  unit: 'Unit',
  of: 'Kind',
  nextTitle: (n: number) => `The next ${n} decisions would unlock`,
  sureForms: (n: number) => `${n} forms the tutor would teach as sure`,
  quizQuestions: (n: number) => `${n} quiz questions for scored quizzes`,
  grammarTopics: (n: number) => `${n} grammar topics`,
  wordsAndPhrases: (words: number, phrases: number) =>
    `${words} words and ${phrases} phrases for lessons and answers`,
  decided: (n: number) => `${n} decisions waiting for the next export`,
  /** A bar's value, read aloud: "3 of 10 reviewed". */
  share: (reviewed: number, total: number) => `${reviewed} of ${total} reviewed`,
});
