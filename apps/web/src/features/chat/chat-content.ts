// The chat screen's fixed content (docs/product.md §2, §8, §9): the 18 sample questions, the 5 learning tools
// and the error messages, each in one place.
export const chatMessages = {
  serverError: "Sorry, I'm having trouble connecting to the server. Please try again.",
  networkError: 'Network error. Please check your connection and try again.',
  disconnected: 'Connection lost. Please refresh to reconnect.',
  nativeWordsUnavailable: "Couldn't load native words. The audio system might not be ready yet.",
  nativeWordsError: 'Error loading native words. Please try again later.',
  pronunciationError: 'Error getting pronunciation. Please try again.',
  audioError: "Sorry, I couldn't play the audio. Please try again.",
} as const;

/**
 * Delay before the message box takes focus, so screen readers first announce the page (docs/product.md §9).
 */
export const inputFocusDelayMs = 500;

export const suggestions: readonly string[] = [
  'How do I say hello?',
  'What does "murakoze" mean?',
  'How do you say good morning?',
  'How do I introduce myself?',
  'What is the plural of umwana?',
  'How do you count to ten?',
  'How do I say 1,250?',
  'Teach me family words',
  'Conjugate kurya',
  'How do I pronounce "mwaramutse"?',
  'What are noun classes?',
  'How do I say thank you very much?',
  'What does "amazi" mean?',
  'How do I ask for directions?',
  'Teach me colours',
  'How do I say I love you?',
  'How do I say goodbye?',
  'Quiz me',
];

export interface LearningTool {
  id: 'pronunciation' | 'grammar' | 'phrases' | 'vocabulary' | 'quiz';
  label: string;
  description: string;
  prompt: string;
}

export const learningTools: readonly LearningTool[] = [
  {
    id: 'pronunciation',
    label: 'Pronunciation',
    description: 'Hear and break down a word',
    prompt: 'How do I pronounce "murakoze"?',
  },
  {
    id: 'grammar',
    label: 'Grammar',
    description: 'Noun classes, verbs, plurals',
    prompt: 'Explain noun classes',
  },
  { id: 'phrases', label: 'Phrases', description: 'Everyday expressions', prompt: 'Teach me greetings' },
  { id: 'vocabulary', label: 'Vocabulary', description: 'Words by topic', prompt: 'Teach me food words' },
  { id: 'quiz', label: 'Quiz', description: 'A quick question to test you', prompt: 'Quiz me' },
];
