// The twelve questions of the FAQ page (docs/product.md §2). Answers describe what Vuga really does.
import { messages } from '../../lib/i18n.ts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const questions = messages('faqItems', {
  cost: {
    question: 'Is Vuga free?',
    answer: 'Yes. Every feature is free, with no advertising and no paid tier.',
  },
  level: {
    question: 'Do I need to know any Kinyarwanda to start?',
    answer:
      'No. Vuga is made for English speakers starting from nothing. Begin with greetings in the chat ("how do I say good morning?") and a beginner quiz.',
  },
  tutor: {
    question: 'How does the chat tutor work?',
    answer:
      'It understands questions the way people type them: how to say a word, what a word means, plurals, numbers, verb forms and grammar topics. It answers from a lexicon, phrasebook and grammar notes written by the Vuga team, and tells you when it is unsure instead of guessing.',
  },
  accuracy: {
    question: 'How accurate are the answers and translations?',
    answer:
      'Known words and phrases are reliable; every translation says how it was found, and a word-by-word translation is marked as a rough guide. Content that a Kinyarwanda speaker has not yet checked is marked as a draft. If you spot a mistake, please send feedback.',
  },
  audio: {
    question: 'Where does the pronunciation audio come from?',
    answer:
      'Where a native speaker has recorded a word for Mozilla Common Voice, you hear that recording (a community recording). Otherwise Vuga generates the sound from Kinyarwanda spelling rules, which is clear but not native.',
  },
  'quiz-timer': {
    question: 'How long do I have for a quiz?',
    answer:
      'One minute per question on a shared countdown: a 10-question quiz has 10 minutes. When time runs out the quiz is submitted with the answers you have given.',
  },
  streak: {
    question: 'How is my learning streak counted?',
    answer:
      'It is the number of consecutive days, ending today, on which you chatted, translated, practised pronunciation or took a quiz.',
  },
  history: {
    question: 'Are my chat conversations saved?',
    answer:
      'No. Conversations disappear when you leave the chat. Vuga keeps only short activity records (the type, time and the first 100 characters of a question) for your progress dashboard.',
  },
  devices: {
    question: 'Can I use Vuga on my phone?',
    answer: 'Yes. Vuga works in any modern browser, on phones from 360 pixels wide to large desktop screens.',
  },
  'dark-mode': {
    question: 'Is there a dark mode?',
    answer: 'Yes: in Settings → Preferences choose Light, Dark, or Auto to follow your device.',
  },
  delete: {
    question: 'How do I export my data or delete my account?',
    answer: 'Go to Settings → Privacy. You can download your data as a file or delete your account there.',
  },
  contribute: {
    question: 'I speak Kinyarwanda. Can I help?',
    answer:
      "Please do! Tell us through the feedback page or the contact form on the About page. Vuga's words, phrases and grammar notes are plain data files that a speaker can correct without writing code.",
  },
});

/** The questions in their order, in the interface's language. */
export function faq(): FaqItem[] {
  return Object.keys(questions).map((id) => ({ id, ...questions[id as keyof typeof questions] }));
}
