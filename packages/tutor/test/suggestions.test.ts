// Every question the app itself suggests in the chat (apps/web's chat-content.ts: the sample questions and the
// learning tools' prompts) is answered well: not a fallback, not a guess, and with what a right answer holds.
// The list is read from the app's file, so a new suggestion without an expected answer here fails.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTutor } from '../src/index.ts';

const chatContent = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/features/chat/chat-content.ts'),
  'utf8',
);
const suggestionList = chatContent.slice(
  chatContent.indexOf('export const suggestions'),
  chatContent.indexOf('];', chatContent.indexOf('export const suggestions')),
);
const asked = [
  ...[...suggestionList.matchAll(/^\s+(['"])(.+)\1,$/gm)].map((m) => m[2]!.replace(/\\'/g, "'")),
  ...[...chatContent.matchAll(/prompt: (['"])(.+?)\1/g)].map((m) => m[2]!),
];

/** What a right answer to each holds (any one). */
const EXPECTED = new Map<string, string[]>(
  Object.entries({
    'How do I say hello?': ['Muraho'],
    'What does "murakoze" mean?': ['thank you'],
    'How do you say good morning?': ['Mwaramutse'],
    'How do I introduce myself?': ['Nitwa'],
    'What is the plural of umwana?': ['abana'],
    'How do you count to ten?': ['icumi'],
    'How do I say 1,250?': ['igihumbi na magana abiri na mirongo itanu'],
    'Teach me family words': ['umuryango'],
    'Conjugate kurya': ['ndarya'],
    'How do I pronounce "mwaramutse"?': ['mwa-ra-mu-tse'],
    'What are noun classes?': ['class'],
    'How do I say thank you very much?': ['Murakoze cyane'],
    'What does "amazi" mean?': ['water'],
    'How do I ask for directions?': ['iri he', 'buri he'],
    'Teach me colours': ['ibara'],
    'How do I say I love you?': ['Ndagukunda'],
    'How do I say goodbye?': ['Murabeho', 'Urabeho'],
    'Quiz me': [''],
    'How do I pronounce "murakoze"?': ['mu-ra-ko-ze'],
    'Explain noun classes': ['class'],
    'Teach me greetings': ['muraho'],
    'Teach me food words': ['ibiryo'],
  }),
);

describe("the app's own chat suggestions", () => {
  const tutor = createTutor();

  it('reads every suggestion and learning-tool prompt from the app', () => {
    expect(asked.length).toBeGreaterThanOrEqual(20);
    expect(asked.filter((question) => !EXPECTED.has(question))).toEqual([]);
  });

  it.each(asked)('%s is answered well', (question) => {
    const answer = tutor.answer(question);
    expect(answer.type).not.toBe('fallback');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.5);
    const text = `${answer.response} ${answer.word}`.toLowerCase();
    expect(EXPECTED.get(question)!.some((part) => text.includes(part.toLowerCase()))).toBe(true);
  });

  // An answer offers follow-ups of its own (the plural, the pronunciation, the category's words): each of
  // those, for the answers to every suggestion above and to a word of every category, is answered too.
  const followUps = [
    ...new Set(
      [
        ...asked,
        ...tutor.content.lexicon.flatMap((file) =>
          file.entries
            .slice(0, 3)
            .flatMap((entry) => [`What does ${entry.rw} mean?`, `How do I say ${entry.en[0]}?`]),
        ),
      ].flatMap((question) => tutor.answer(question).suggestions),
    ),
  ];

  it('offers follow-ups of every kind', () => {
    expect(followUps.length).toBeGreaterThan(100);
  });

  it.each(followUps)('the follow-up %s is answered, not guessed', (question) => {
    const answer = tutor.answer(question);
    expect(answer.type).not.toBe('fallback');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.5);
  });
});
