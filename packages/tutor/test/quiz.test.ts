import { seededRandom } from '@vuga/learn/random';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/load.ts';
import { createTutor, type QuizItem, TutorInputError } from '../src/index.ts';
import { buildModel } from '../src/model.ts';
import { glossKeys, matchKey } from '../src/normalize.ts';
import { buildQuizBank } from '../src/quiz.ts';
import { fixtureContent } from './fixture.ts';

const tutor = createTutor(fixtureContent(), { random: seededRandom(7) });

describe('quiz categories', () => {
  it('lists categories that can fill a quiz, without "mixed"', () => {
    const categories = tutor.quizCategories();
    expect(categories).toContain('animals');
    expect(categories).toContain('numbers');
    expect(categories).not.toContain('mixed');
    // colours has two reviewed entries: too few for a quiz of five.
    expect(categories).not.toContain('colours');
  });
});

describe('generateQuiz', () => {
  it('gives the count asked for with no repeated question and no answers', () => {
    const quiz = tutor.generateQuiz({ category: 'mixed', difficulty: 'mixed', count: 25 });
    expect(quiz).toMatchObject({ category: 'mixed', difficulty: 'mixed', total_questions: 25 });
    expect(quiz.questions).toHaveLength(25);
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(25);
    expect(new Set(quiz.questions.map((q) => q.question)).size).toBe(25);
    for (const question of quiz.questions) {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
      expect(question).not.toHaveProperty('answer');
    }
  });

  it('filters by category and difficulty', () => {
    const quiz = tutor.generateQuiz({ category: 'animals', difficulty: 'beginner', count: 5 });
    expect(quiz.questions).toHaveLength(5);
    for (const q of quiz.questions)
      expect(q.id).toMatch(/^(animals-|lex-[a-z-]+-(inka|imbwa|ihene|inkoko|injangwe))/);
  });

  it('puts authored reviewed items first and never draft ones', () => {
    const ids = tutor
      .generateQuiz({ category: 'animals', difficulty: 'mixed', count: 5 })
      .questions.map((q) => q.id);
    expect(ids).toContain('animals-001');
    expect(ids).toContain('animals-002');
    expect(ids).not.toContain('animals-003');
  });

  it('includes authored drafts only when asked to', () => {
    const withDrafts = createTutor(fixtureContent(), { random: seededRandom(7), quizDrafts: true });
    const ids = withDrafts
      .generateQuiz({ category: 'animals', difficulty: 'mixed', count: 5 })
      .questions.map((q) => q.id);
    expect(ids).toContain('animals-003');
  });

  it('does not make a rule item that repeats an authored one', () => {
    const all = tutor
      .generateQuiz({ category: 'animals', difficulty: 'mixed', count: 9 })
      .questions.map((q) => q.id);
    expect(all).not.toContain('lex-meaning-inka');
  });

  it('carries the audio text of listening items', () => {
    const quiz = tutor.generateQuiz({ category: 'animals', difficulty: 'mixed', count: 5 });
    expect(quiz.questions.find((q) => q.id === 'animals-002')).toMatchObject({
      kind: 'listening',
      audio_text: 'imbwa',
    });
  });

  it('counts listening items with the same prompt but different audio as different questions', () => {
    const content = fixtureContent();
    const listen = (id: string, audio: string): QuizItem => ({
      id,
      kind: 'listening',
      difficulty: 'advanced',
      question: 'Listen and choose the meaning.',
      options: ['cow', 'dog', 'goat', 'chicken'],
      answer: 0,
      explanation: `You heard "${audio}".`,
      audio,
      source: 'vuga',
      status: 'reviewed',
    });
    content.quiz.push({
      category: 'animals',
      items: ['inka', 'imbwa', 'ihene', 'inkoko', 'injangwe'].map((word, i) => listen(`listen-${i}`, word)),
    });
    const listening = createTutor(content, { random: seededRandom(3) });
    const quiz = listening.generateQuiz({ category: 'animals', difficulty: 'advanced', count: 5 });
    expect(new Set(quiz.questions.map((q) => q.audio_text)).size).toBe(5);
    expect(listening.quizAvailability().find((row) => row.category === 'animals')?.advanced).toBe(5);
  });

  it('rejects bad requests with a clear reason', () => {
    expect(() => tutor.generateQuiz({ category: 'mixed', difficulty: 'mixed', count: 4 })).toThrow(
      /from 5 to 25/,
    );
    expect(() => tutor.generateQuiz({ category: 'mixed', difficulty: 'mixed', count: 26 })).toThrow(
      TutorInputError,
    );
    expect(() => tutor.generateQuiz({ category: 'dragons', difficulty: 'mixed', count: 5 })).toThrow(
      /Unknown quiz category/,
    );
    expect(() => tutor.generateQuiz({ category: 'animals', difficulty: 'advanced', count: 25 })).toThrow(
      /Only \d+ questions/,
    );
  });
});

describe('rule-made items are deterministic', () => {
  it('gives the same options and answer for the same id on another server', () => {
    const other = createTutor(fixtureContent(), { random: seededRandom(99) });
    const a = tutor.scoreQuiz({ questionIds: ['lex-meaning-umuntu', 'num-25'], answers: [0, 0] });
    const b = other.scoreQuiz({ questionIds: ['lex-meaning-umuntu', 'num-25'], answers: [0, 0] });
    expect(a.detailed_results).toEqual(b.detailed_results);
    const meaning = a.detailed_results[0]!;
    expect(meaning.options[meaning.correct_answer]).toBe('person');
    const number = a.detailed_results[1]!;
    expect(number.options[number.correct_answer]).toBe('makumyabiri na gatanu');
  });
});

describe('scoreQuiz', () => {
  const quiz = tutor.generateQuiz({ category: 'mixed', difficulty: 'mixed', count: 10 });
  const ids = quiz.questions.map((q) => q.id);
  const key = tutor
    .scoreQuiz({ questionIds: ids, answers: [] })
    .detailed_results.map((d) => d.correct_answer);

  it('scores by id against the bank', () => {
    const perfect = tutor.scoreQuiz({ questionIds: ids, answers: key });
    expect(perfect).toMatchObject({
      score: 10,
      correct_answers: 10,
      percentage: 100,
      performance: 'Excellent',
    });
    const wrong = key.map((a) => (a + 1) % 4);
    const none = tutor.scoreQuiz({ questionIds: ids, answers: wrong });
    expect(none).toMatchObject({ correct_answers: 0, percentage: 0, performance: 'Needs Practice' });
  });

  it('labels the performance by percentage', () => {
    const seven = key.map((a, i) => (i < 7 ? a : (a + 1) % 4));
    expect(tutor.scoreQuiz({ questionIds: ids, answers: seven })).toMatchObject({
      percentage: 70,
      performance: 'Good',
    });
    const eight = key.map((a, i) => (i < 8 ? a : (a + 1) % 4));
    expect(tutor.scoreQuiz({ questionIds: ids, answers: eight }).performance).toBe('Very Good');
  });

  it('counts unanswered questions as -1 and wrong', () => {
    const result = tutor.scoreQuiz({ questionIds: ids, answers: [key[0]!, -1] });
    expect(result.correct_answers).toBe(1);
    expect(result.detailed_results[1]).toMatchObject({ user_answer: -1, is_correct: false });
    expect(result.detailed_results[9]).toMatchObject({ user_answer: -1, is_correct: false });
    expect(result.detailed_results[0]!.explanation).not.toBe('');
  });

  it('rejects unknown ids, repeated ids and impossible answers', () => {
    expect(() => tutor.scoreQuiz({ questionIds: ['nope'], answers: [0] })).toThrow(
      /Unknown question id "nope"/,
    );
    expect(() => tutor.scoreQuiz({ questionIds: [ids[0]!, ids[0]!], answers: [0, 0] })).toThrow(/twice/);
    expect(() => tutor.scoreQuiz({ questionIds: [ids[0]!], answers: [4] })).toThrow(TutorInputError);
    expect(() => tutor.scoreQuiz({ questionIds: [ids[0]!], answers: [0.5] })).toThrow(TutorInputError);
    expect(() => tutor.scoreQuiz({ questionIds: [], answers: [] })).toThrow(TutorInputError);
  });
});

describe('availableSentences', () => {
  it('groups the native recordings of words it teaches by lexicon category and numbers, and no others', () => {
    expect(tutor.availableSentences()).toEqual({
      total: 2,
      categories: { animals: ['inka'], numbers: ['kabiri'] },
    });
    expect(tutor.status().nativeWords).toBe(2);
  });
});

describe('quizAvailability', () => {
  const levels = ['beginner', 'intermediate', 'advanced', 'mixed'] as const;

  it('counts exactly what generateQuiz can draw for each category and difficulty', () => {
    const rows = tutor.quizAvailability();
    expect(rows.length).toBeGreaterThan(3);
    // Both checks must actually run: a quiz of exactly what is available, and one question more refused.
    let exact = 0;
    let refused = 0;
    for (const row of rows) {
      if (!tutor.quizCategories().includes(row.category)) continue;
      for (const difficulty of levels) {
        const available = row[difficulty];
        const ask = (count: number) =>
          tutor.generateQuiz({ category: row.category, difficulty, count }).questions.length;
        if (available >= 5 && available <= 25) {
          expect(ask(available), `${row.category} ${difficulty}`).toBe(available);
          exact++;
        }
        if (available + 1 >= 5 && available + 1 <= 25) {
          expect(() => ask(available + 1), `${row.category} ${difficulty}`).toThrow(TutorInputError);
          refused++;
        }
      }
    }
    expect(exact).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('lists a content category with no usable item as a gap, and counts authored items apart', () => {
    const rows = new Map(tutor.quizAvailability().map((row) => [row.category, row]));
    // colours: two reviewed entries, too few distractors of their own, so a quiz cannot be built.
    expect(rows.get('colours')?.mixed).toBeLessThan(5);
    expect(rows.get('animals')?.authored).toBe(2);
    const withDrafts = createTutor(fixtureContent(), { quizDrafts: true });
    expect(withDrafts.quizAvailability().find((row) => row.category === 'animals')?.authored).toBe(3);
  });
});

describe('no question with two right options (the shipped content)', () => {
  // Every rule-made meaning and how-to-say question of the real bank, checked against the whole lexicon.
  const content = loadContent();
  const model = buildModel(content);
  const bank = buildQuizBank(model, content.quiz).items.filter((item) => !item.authored);

  it('never offers another meaning of the asked word (a homograph) as a wrong option', () => {
    const meanings = bank.filter((item) => item.kind === 'meaning');
    expect(meanings.length).toBeGreaterThan(100);
    for (const item of meanings) {
      const asked = item.question.match(/^What does "(.+)" mean\?$/)![1]!;
      const right = new Set(
        (model.rw.get(matchKey(asked)) ?? []).flatMap((hit) => hit.item.en.flatMap(glossKeys)),
      );
      const wrong = item.options.filter((_, index) => index !== item.answer);
      expect(
        wrong.filter((option) => glossKeys(option).some((key) => right.has(key))),
        item.id,
      ).toEqual([]);
    }
  });

  it('never offers another word for the asked English (a synonym or second spelling) as a wrong option', () => {
    const sayings = bank.filter((item) => item.kind === 'how-to-say');
    expect(sayings.length).toBeGreaterThan(100);
    for (const item of sayings) {
      const asked = item.question.match(/^How do you say "(.+)" in Kinyarwanda\?$/)![1]!;
      const right = new Set(
        glossKeys(asked).flatMap((key) => (model.en.get(key) ?? []).map((hit) => matchKey(hit.item.rw))),
      );
      const wrong = item.options.filter((_, index) => index !== item.answer);
      expect(
        wrong.filter((option) => right.has(matchKey(option))),
        item.id,
      ).toEqual([]);
    }
  });
});
