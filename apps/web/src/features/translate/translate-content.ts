// The translate screen's fixed content (docs/product.md §2, §5, §8, §9): messages, limits, the 8 quick
// samples and how each translation method is presented, each in one place.

import type { TranslateResponse } from '@vuga/api-client';
import type { BadgeTone } from '@vuga/ui';
import { messages } from '../../lib/i18n.ts';

export type Direction = TranslateResponse['direction'];
export type TranslationMethod = TranslateResponse['method'];

type Language = 'en' | 'rw';
const english: Record<Language, string> = { en: 'English', rw: 'Kinyarwanda' };

export const translateMessages = messages('translate', {
  emptyText: 'Please enter some text to translate',
  failed: 'Translation failed',
  unreachable: 'Failed to connect to translation service',
  noTranslation: 'No translation found for this text. Try a shorter phrase or check the spelling.',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  /** The play button's name: the Kinyarwanda side is the result (from English) or what was typed. */
  playResult: (text: string) => `Play "${text}"`,
  playSource: 'Play the Kinyarwanda',
  heading: 'Translate',
  /** The arrow between the two languages, for a screen reader. */
  to: 'to',
  swap: '⇄ Swap',
  swapLabel: (from: Language, to: Language) => `Swap languages: translate ${english[from]} to ${english[to]}`,
  textLabel: (language: Language) => `${english[language]} text`,
  shortcut: 'Ctrl+Enter translates',
  placeholder: { 'en-rw': 'e.g. Good morning', 'rw-en': 'e.g. Mwaramutse' },
  translate: 'Translate',
  clear: 'Clear',
  errorTitle: 'Translation error',
  sidebar: 'Samples and history',
  samples: 'Quick samples',
  history: 'Recent translations',
  historyList: 'Recent translations, newest first',
  nothingYet: 'Nothing yet',
  historyHint: (count: number) => `Your last ${count} translations appear here.`,
  guess: 'guess',
  translation: (language: Language) => `${english[language]} translation`,
  confidence: (percent: number) => `Confidence ${percent}%`,
  characters: (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`,
  wordByWord: 'Word by word',
  /** The arrow between a word and its gloss, for a screen reader. */
  means: 'means',
  notFound: 'not found',
  otherWordings: 'Other ways to say it',
  copy: 'Copy translation',
  languages: english,
});

/** Recent translations kept, and the characters of each text shown in the history (docs/product.md §9). */
export const historySize = 5;
export const historyTextChars = 60;
/** How long the "Copied" confirmation stays visible. */
export const copiedFeedbackMs = 2000;

export function languagesOf(direction: Direction): { from: 'en' | 'rw'; to: 'en' | 'rw' } {
  return direction === 'en-rw' ? { from: 'en', to: 'rw' } : { from: 'rw', to: 'en' };
}

export const oppositeDirection = (direction: Direction): Direction =>
  direction === 'en-rw' ? 'rw-en' : 'en-rw';

/**
 * Quick samples, 8 per direction: phrases of the tutor's reviewed phrasebook (packages/tutor/content/phrases,
 * status reviewed), so a sample gives a sure translation rather than a word-by-word guess.
 */
export const samples: Record<Direction, readonly string[]> = {
  'en-rw': [
    'Good morning',
    'Thank you very much',
    'What is your name?',
    'My name is Sara.',
    'Have a nice day.',
    'No problem',
    'Welcome',
    'Goodbye',
  ],
  'rw-en': [
    'Mwaramutse',
    'Murakoze cyane',
    'Witwa nde?',
    'Nitwa Sara.',
    'Mugire umunsi mwiza.',
    'Meze neza',
    'Murakaza neza',
    'Murabeho',
  ],
};

/** How sure each method is, as a badge's tone: only a phrasebook entry is an exact phrase. */
export const methodTone: Record<TranslationMethod, BadgeTone> = {
  exact: 'success',
  fuzzy: 'info',
  memory: 'info',
  pattern: 'info',
  'word-by-word': 'warning',
  none: 'critical',
};

/**
 * How sure a translation is, said plainly (`label`, and `advice`: what the learner should make of it): a
 * word-by-word composition is a literal guess and must look like one.
 */
export const methodPresentation = messages('translateMethods', {
  exact: {
    label: 'Exact phrase',
    advice: 'Found as a whole in the reviewed phrasebook or dictionary.',
  },
  fuzzy: {
    label: 'Closest phrase',
    advice: 'Matched a phrase spelled a little differently from yours: check it is what you meant.',
  },
  memory: {
    label: 'From translated texts',
    advice: 'Taken from a sentence in published translations (TICO-19); the wording may fit another context.',
  },
  pattern: {
    label: 'Sentence pattern',
    advice:
      'Built from a common sentence pattern with your word in it. Unless it is marked as sure, check it with a speaker.',
  },
  'word-by-word': {
    label: 'Word-by-word guess — check with a speaker',
    advice:
      'No phrase matched, so each word was looked up on its own. Word order and grammar are probably wrong.',
  },
  none: {
    label: 'No translation',
    advice: 'None of the words were found.',
  },
} satisfies Record<TranslationMethod, { label: string; advice: string }>);
