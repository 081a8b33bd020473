// The chat screen's fixed content (docs/product.md §2, §8, §9): the 18 sample questions, the 5 learning tools
// and the error messages, each in one place. The samples and the tools' prompts are questions sent to the
// tutor, which reads English: they stay English in every interface language.
import { messages } from '../../lib/i18n.ts';

export const chatMessages = messages('chatMessages', {
  serverError: "Sorry, I'm having trouble connecting to the server. Please try again.",
  networkError: 'Network error. Please check your connection and try again.',
  disconnected: 'Connection lost. Please refresh to reconnect.',
  nativeWordsUnavailable: "Couldn't load native words. The audio system might not be ready yet.",
  nativeWordsError: 'Error loading native words. Please try again later.',
  pronunciationError: 'Error getting pronunciation. Please try again.',
  audioError: "Sorry, I couldn't play the audio. Please try again.",
});

/** The chat screen's words. */
export const chatWords = messages('chat', {
  greeting:
    'Muraho! I am your Kinyarwanda tutor. Ask me how to say something, what a word means, or pick a suggestion.',
  title: 'Chat with your tutor',
  disconnectedTitle: 'Disconnected',
  conversation: 'Conversation',
  youSaid: 'You said',
  tutorSaid: 'Tutor said',
  play: (word: string) => `Play "${word}"`,
  communityRecording: 'Community recording (Common Voice)',
  typing: 'The tutor is typing',
  yourQuestion: 'Your question',
  placeholder: 'Ask anything, e.g. How do I say thank you?',
  learningHelp: 'Learning help',
  learningTools: 'Learning tools',
  tryAsking: 'Try asking',
  nativeWords: 'Native speaker words',
  hideWords: 'Hide words',
  showWords: 'Show words',
  loadingNativeWords: 'Loading native words',
  /** A practice question's recording, and the button that asks the tutor for the next question. */
  playRecording: 'Play the recording',
  anotherQuestion: 'Another question',
  /** A table of forms in an answer (a verb's tenses, a noun's classes). */
  tableOfForms: 'Table of forms',
  tools: {
    pronunciation: { label: 'Pronunciation', description: 'Hear and break down a word' },
    grammar: { label: 'Grammar', description: 'Noun classes, verbs, plurals' },
    phrases: { label: 'Phrases', description: 'Everyday expressions' },
    vocabulary: { label: 'Vocabulary', description: 'Words by topic' },
    quiz: { label: 'Quiz', description: 'A quick question to test you' },
  },
});

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
  id: keyof typeof chatWords.tools;
  prompt: string;
}

/** The tools, named by chatWords.tools; each asks the tutor its prompt. */
export const learningTools: readonly LearningTool[] = [
  { id: 'pronunciation', prompt: 'How do I pronounce "murakoze"?' },
  { id: 'grammar', prompt: 'Explain noun classes' },
  { id: 'phrases', prompt: 'Teach me greetings' },
  { id: 'vocabulary', prompt: 'Teach me food words' },
  { id: 'quiz', prompt: 'Quiz me' },
];
