// The random source: Math.random in production; with RANDOM_SEED, one repeatable stream per request, so the
// same quiz request gets the same questions whatever came before it (what the end-to-end tests rely on).
import { createTutor, loadContent } from '@vuga/tutor';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachingTutor } from '../src/answer-cache.ts';
import { loadConfig } from '../src/config.ts';
import { randomSource } from '../src/random.ts';

const request = { category: 'mixed', difficulty: 'mixed', count: 25 } as const;
const ids = (quiz: { questions: { id: string }[] }) => quiz.questions.map((q) => q.id);

const content = loadContent();
/** The real engine over the shipped content, behind the API's wrapper, drawing from `random`. */
const seededTutor = (seed?: string) =>
  cachingTutor({
    size: 10,
    random: randomSource(seed),
    build: (sources) => createTutor(content, sources),
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('randomSource', () => {
  it('with a seed, restarts the same stream for the same request and another for another', () => {
    const random = randomSource('seed');
    const draw = (key: string) => {
      random.beginRequest(key);
      return [random.next(), random.next(), random.next()];
    };
    const first = draw('a');
    draw('b');
    expect(draw('a')).toEqual(first);
    expect(draw('b')).not.toEqual(first);
    expect(randomSource('other seed').next()).not.toEqual(randomSource('seed').next());
    for (const n of first) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });

  it('without a seed is Math.random', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const random = randomSource();
    random.beginRequest('a');
    expect(random.next()).toBe(0.25);
  });

  it('RANDOM_SEED is read from the environment, and empty means unset', () => {
    expect(loadConfig({ RANDOM_SEED: 'vuga-e2e' }).RANDOM_SEED).toBe('vuga-e2e');
    expect(loadConfig({ RANDOM_SEED: '' }).RANDOM_SEED).toBeUndefined();
    expect(loadConfig({}).RANDOM_SEED).toBeUndefined();
  });
});

describe('a seeded tutor', () => {
  it('gives the same quiz for the same request on every run, whatever was asked before', () => {
    const one = seededTutor('vuga-e2e');
    const first = ids(one.generateQuiz(request));
    one.generateQuiz({ ...request, count: 5 });
    one.answer('Quiz me on animals');
    expect(ids(one.generateQuiz(request))).toEqual(first);
    // A server started afresh with the same seed.
    expect(ids(seededTutor('vuga-e2e').generateQuiz(request))).toEqual(first);
    // Another seed draws another quiz (25 questions from hundreds: the same order would be a broken seed).
    expect(ids(seededTutor('another').generateQuiz(request))).not.toEqual(first);
  });

  it('gives the same sample quiz question in the chat for the same question', () => {
    const tutor = seededTutor('vuga-e2e');
    const first = tutor.answer('Quiz me on animals');
    tutor.generateQuiz(request);
    expect(seededTutor('vuga-e2e').answer('Quiz me on animals').response).toBe(first.response);
    expect(tutor.answer('Quiz me on animals').response).toBe(first.response);
  });

  it('without a seed draws each quiz afresh from Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    seededTutor().generateQuiz(request);
    expect(random).toHaveBeenCalled();
  });
});
