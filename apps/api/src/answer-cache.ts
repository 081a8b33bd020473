// The production tutor with its chat answers remembered. Learners ask the same questions again and again (the
// chat page offers fixed suggestions, docs/product.md §9), and an answer the engine composes word by word
// costs about 2 ms of CPU, which on one event loop is what limits /chat. Only answers that depend on nothing
// but the question are kept: the engine reads the clock (greetings by time of day) and the random source (a
// sample quiz question) through the options given here, and an answer that touched either is never cached.
// Each answer and each quiz starts its own stream of the random source (seeded under test, see random.ts).
import { createTutor, type Tutor, type TutorAnswer, type TutorOptions } from '@vuga/tutor';
import { type RandomSource, randomSource } from './random.ts';

type Sources = Required<Pick<TutorOptions, 'now' | 'random'>>;

export interface AnswerCacheOptions {
  /** Most answers kept (least recently used go first); 0 turns the cache off. */
  size: number;
  /**
   * Builds the engine with the given clock and random source (default: createTutor over the shipped content).
   */
  build?: (sources: Sources) => Tutor;
  /** Where chance comes from (default: Math.random). */
  random?: RandomSource;
}

export function cachingTutor({
  size,
  build = (sources) => createTutor(undefined, sources),
  random = randomSource(),
}: AnswerCacheOptions): Tutor {
  let readClockOrChance = false;
  const tutor = build({
    now: () => {
      readClockOrChance = true;
      return new Date();
    },
    random: () => {
      readClockOrChance = true;
      return random.next();
    },
  });
  const generateQuiz: Tutor['generateQuiz'] = (request) => {
    random.beginRequest(`quiz\0${request.category}\0${request.difficulty}\0${request.count}`);
    return tutor.generateQuiz(request);
  };
  const engineAnswer = (question: string): TutorAnswer => {
    random.beginRequest(`answer\0${question}`);
    return tutor.answer(question);
  };
  if (size === 0) return { ...tutor, answer: engineAnswer, generateQuiz };

  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const answers = new Map<string, Readonly<TutorAnswer>>();
  const answer = (question: string): TutorAnswer => {
    const kept = answers.get(question);
    if (kept) {
      answers.delete(question);
      answers.set(question, kept);
      return { ...kept, suggestions: [...kept.suggestions] };
    }
    // answer() is synchronous, so nothing else can touch the flag between here and the check below.
    readClockOrChance = false;
    const fresh = engineAnswer(question);
    if (!readClockOrChance) {
      answers.set(question, { ...fresh, suggestions: [...fresh.suggestions] });
      if (answers.size > size) answers.delete(answers.keys().next().value as string);
    }
    return fresh;
  };
  return { ...tutor, answer, generateQuiz };
}
