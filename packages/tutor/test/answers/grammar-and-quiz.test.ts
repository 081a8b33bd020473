// Grammar topics found by their keywords, and a practice question the bank scores.
import { describe, expect, it } from 'vitest';
import { ask, tutor } from './ask.ts';

describe('grammar and quiz', () => {
  it('matches a grammar topic by its keywords', () => {
    const answer = ask('how do noun classes work?');
    expect(answer).toMatchObject({ type: 'grammar', category: 'grammar' });
    expect(answer.response).toContain('Noun classes');
    expect(ask('explain the past tense').response).toContain('perfective');
  });

  it.each(['quiz me', 'Quiz me!', 'test me', 'give me a quiz', 'quiz me on animals'])('%s', (question) => {
    const answer = ask(question);
    expect(answer.type).toBe('quiz');
    expect(answer.response).toMatch(/Quiz page/);
    // A question to answer in place, straight from the bank, with its answer and why.
    const practice = answer.practice!;
    expect(practice.options.length).toBeGreaterThanOrEqual(2);
    expect(practice.options[practice.answer]).toBeDefined();
    expect(practice.explanation.length).toBeGreaterThan(0);
    expect(answer.response).not.toContain(practice.question);
  });

  it('gives a practice question the bank scores the same way', () => {
    const practice = ask('quiz me on animals').practice!;
    const scored = tutor.scoreQuiz({ questionIds: [practice.id], answers: [practice.answer] });
    expect(scored.detailed_results[0]).toMatchObject({
      question: practice.question,
      is_correct: true,
      explanation: practice.explanation,
    });
  });
});
