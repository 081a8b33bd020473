// The translate screen's fixed content (docs/product.md §2, §5, §8, §9): messages, limits, the 8 quick
// samples and how each translation method is presented, each in one place.

import type { TranslateResponse } from '@vuga/api-client';
import type { BadgeTone } from '@vuga/ui';

export type Direction = TranslateResponse['direction'];
export type TranslationMethod = TranslateResponse['method'];

export const translateMessages = {
  emptyText: 'Please enter some text to translate',
  failed: 'Translation failed',
  unreachable: 'Failed to connect to translation service',
  noTranslation: 'No translation found for this text. Try a shorter phrase or check the spelling.',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  /** The play button's name: the Kinyarwanda side is the result (from English) or what was typed. */
  playResult: (text: string) => `Play "${text}"`,
  playSource: 'Play the Kinyarwanda',
} as const;

/** Recent translations kept, and the characters of each text shown in the history (docs/product.md §9). */
export const historySize = 5;
export const historyTextChars = 60;
/** How long the "Copied" confirmation stays visible. */
export const copiedFeedbackMs = 2000;

export const languageName: Record<'en' | 'rw', string> = { en: 'English', rw: 'Kinyarwanda' };

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

export interface MethodPresentation {
  label: string;
  tone: BadgeTone;
  /** What the learner should make of it. */
  advice: string;
}

/**
 * How sure a translation is, said plainly: only a phrasebook entry is an exact phrase; a word-by-word
 * composition is a literal guess and must look like one.
 */
export const methodPresentation: Record<TranslationMethod, MethodPresentation> = {
  exact: {
    label: 'Exact phrase',
    tone: 'success',
    advice: 'Found as a whole in the reviewed phrasebook or dictionary.',
  },
  fuzzy: {
    label: 'Closest phrase',
    tone: 'info',
    advice: 'Matched a phrase spelled a little differently from yours: check it is what you meant.',
  },
  memory: {
    label: 'From translated texts',
    tone: 'info',
    advice: 'Taken from a sentence in published translations (TICO-19); the wording may fit another context.',
  },
  pattern: {
    label: 'Sentence pattern',
    tone: 'info',
    advice:
      'Built from a common sentence pattern with your word in it. Unless it is marked as sure, check it with a speaker.',
  },
  'word-by-word': {
    label: 'Word-by-word guess — check with a speaker',
    tone: 'warning',
    advice:
      'No phrase matched, so each word was looked up on its own. Word order and grammar are probably wrong.',
  },
  none: {
    label: 'No translation',
    tone: 'critical',
    advice: 'None of the words were found.',
  },
};
