// The landing page's rotating examples (docs/product.md §9: 8 words every 4 s, 3 demo chats every 6 s). Words
// are taken from the reviewed entries of the tutor's lexicon and phrasebook; they are repeated here so the
// home page needs no request before it can show them.
export const showcaseIntervalMs = 4000;
export const demoChatIntervalMs = 6000;

export interface ShowcaseWord {
  rw: string;
  en: string;
  guide: string;
}

export const showcaseWords: ShowcaseWord[] = [
  { rw: 'Muraho', en: 'Hello', guide: 'mu-ra-ho' },
  { rw: 'Murakoze', en: 'Thank you', guide: 'mu-ra-ko-ze' },
  { rw: 'Mwaramutse', en: 'Good morning', guide: 'mwa-ra-mu-tse' },
  { rw: 'Amazi', en: 'Water', guide: 'a-ma-zi' },
  { rw: 'Inshuti', en: 'Friend', guide: 'i-nshu-ti' },
  { rw: 'Yego', en: 'Yes', guide: 'ye-go' },
  { rw: 'Oya', en: 'No', guide: 'o-ya' },
  { rw: 'Amakuru?', en: 'How are you? (What news?)', guide: 'a-ma-ku-ru' },
];

export interface DemoChat {
  question: string;
  answer: string;
}

export const demoChats: DemoChat[] = [
  {
    question: 'How do I say thank you?',
    answer: '"Murakoze" (mu-ra-ko-ze) is thank you. To one friend you can also say "Urakoze".',
  },
  {
    question: 'What does "amazi" mean?',
    answer: '"Amazi" means water. "Ndashaka amazi" is "I want water".',
  },
  {
    question: 'How do you say two people?',
    answer: '"Abantu babiri": the number agrees with the noun class of "abantu" (people).',
  },
];

/**
 * Speaks a Kinyarwanda word with the browser's speech synthesis (language rw, rate 0.7, docs/product.md §1).
 */
export function speakKinyarwanda(text: string): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'rw';
  utterance.rate = 0.7;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}
