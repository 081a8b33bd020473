// The tutor: built once from the content, then asked questions. The lexicon's maps are made here; the
// translation memory, the quiz bank and the fuzzy indexes on the first question that needs them (prepare()
// builds the memory's ahead, in steps). answer(), translate(), the quiz calls and availableSentences() only
// read what is built.

import { buildGrammarIndex } from './answers/grammar-index.ts';
import { type AnswerContext, answerQuestion } from './answers/index.ts';
import { compileSounds } from './answers/pronounce.ts';
import { buildSituations } from './answers/situation.ts';
import { buildTopicAliases } from './answers/topic-aliases.ts';
import { loadContent, loadTutorTexts } from './content/load.ts';
import type { Content } from './content/types.ts';
import { exactKinyarwanda } from './lookup.ts';
import { buildModel } from './model.ts';
import { matchKey } from './normalize.ts';
import {
  buildQuizBank,
  generateQuiz,
  type QuizBank,
  quizAvailability,
  quizBankOf,
  scoreQuiz,
} from './quiz.ts';
import { translateText } from './translate/cascade.ts';
import { buildExamples } from './translate/examples.ts';
import { buildMemory, type Memory } from './translate/memory.ts';
import { useMemorySenses } from './translate/rw-en.ts';
import { prepareStems } from './translate/shared.ts';
import type { AvailableSentences, Tutor, TutorStatus } from './types.ts';

export interface TutorOptions {
  /** The clock used for greetings by time of day (default: the system clock). */
  now?: () => Date;
  /** Time zone for greetings by time of day, e.g. "Africa/Kigali" (default: the server's). */
  timeZone?: string;
  /** Random source for choosing quiz questions (default Math.random); tests pass a seeded one. */
  random?: () => number;
  /** Also quiz on authored items still marked draft (default false: their answers are not yet checked). */
  quizDrafts?: boolean;
}

function nativeWordsByCategory(content: Content, ctx: AnswerContext): AvailableSentences {
  const categories = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const clip of content.clips) {
    const key = matchKey(clip.sentence);
    if (key === '' || seen.has(key)) continue;
    // Only recordings of words the tutor teaches: a learner clicks one and gets that word, with this very
    // recording (the corpus's other prompts are fragments, names and misspellings a learner cannot use).
    const hit = exactKinyarwanda(ctx.model, clip.sentence)[0];
    if (!hit && !ctx.numberWords.has(key)) continue;
    seen.add(key);
    const category = hit ? hit.item.category : 'numbers';
    const list = categories.get(category) ?? [];
    list.push(clip.sentence);
    categories.set(category, list);
  }
  for (const list of categories.values()) list.sort();
  return { total: seen.size, categories: Object.fromEntries(categories) };
}

export function createTutor(content: Content = loadContent(), options: TutorOptions = {}): Tutor {
  const model = buildModel(content);
  // The translation memory (its sentence maps, the content's examples) is built on the first translation, not
  // at start-up: a chat question does not need it, and the offline tutor's first answer would wait ~0.1 s.
  let built: Memory | undefined;
  const memory = () => {
    built ??= buildMemory(content.memory ?? [], content.memoryWords, buildExamples(content));
    return built;
  };
  // Prebuilt with the content (without drafts); made here when drafts are asked for or nothing is prebuilt. On
  // first use, like the memory: most questions are not about quizzes.
  let quizBank: QuizBank | undefined;
  const bank = () => {
    quizBank ??=
      content.quizBank && options.quizDrafts !== true
        ? quizBankOf(content.quizBank)
        : buildQuizBank(model, content.quiz, { includeDrafts: options.quizDrafts === true });
    return quizBank;
  };
  const random = options.random ?? Math.random;
  // The senses the content was prebuilt with, given to rw-en on its first translation (reading the table's
  // side makes no more than the table itself).
  let sensesGiven = false;
  const translate: Tutor['translate'] = (text, direction) => {
    if (direction === 'rw-en' && !sensesGiven && content.memorySenses) {
      sensesGiven = true;
      useMemorySenses(model, memory().words.rw, content.memorySenses);
    }
    return translateText(model, memory(), text, direction);
  };
  // Content made by hand (tests, an empty tutor) has no words of the tutor's own: it says the package's.
  const texts = content.tutor ?? loadTutorTexts();
  if (!texts) throw new Error('the tutor content folder has no tutor/ texts');
  const ctx: AnswerContext = {
    model,
    grammar: buildGrammarIndex(content.grammar),
    topics: buildTopicAliases([...model.categories.keys(), 'numbers']),
    situations: buildSituations(content),
    numberWords: model.numberWords,
    smallTalk: texts.smallTalk,
    sounds: compileSounds(texts.sounds),
    now: options.now ?? (() => new Date()),
    timeZone: options.timeZone,
    quizCategories: () => bank().categories,
    translate,
    sampleQuiz: (category) => {
      const pool = bank().items.filter((item) => category === null || item.category === category);
      const item = pool[Math.floor(random() * pool.length)];
      if (!item) return null;
      const { id, question, options, kind, answer, explanation, audio } = item;
      return { id, question, options, kind, answer, explanation, ...(audio ? { audio_text: audio } : {}) };
    },
  };
  // Which recorded words the tutor teaches: looked up on the first call that says (not an answer's need).
  let availableWords: AvailableSentences | undefined;
  const nativeWords = () => {
    availableWords ??= nativeWordsByCategory(content, ctx);
    return availableWords;
  };
  let status: TutorStatus | undefined;
  return {
    content,
    status: () => {
      const lexiconEntries = model.entries.length;
      status ??= {
        teachingModel: lexiconEntries > 0,
        nativeAudio: content.clips.length > 0,
        nativeWords: nativeWords().total,
        lexiconEntries,
      };
      return status;
    },
    answer: (question) => answerQuestion(ctx, question),
    translate,
    quizCategories: () => bank().categories.slice(),
    generateQuiz: (request) => generateQuiz(bank(), request, random),
    scoreQuiz: (submission) => scoreQuiz(bank(), submission),
    availableSentences: () => {
      const available = nativeWords();
      return { total: available.total, categories: structuredClone(available.categories) };
    },
    quizAvailability: () =>
      quizAvailability(bank(), [...model.categories.keys(), ...content.quiz.map((file) => file.category)]),
    prepare: async () => {
      await memory().prepare();
      await prepareStems(memory().words);
      // The attestation set, when it comes in parts (the offline download): every part, so that a later answer
      // does not stop to read one.
      await model.evidence.prepare?.();
      await content.prepareParts?.();
    },
  };
}
