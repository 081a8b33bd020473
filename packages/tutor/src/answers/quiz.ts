// "Quiz me": where quizzes are, and one question from the bank to answer in place.
import { CONFIDENCE } from '../confidence.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make } from './shared.ts';
import { findTopic } from './topic-aliases.ts';

export function quizAnswer(ctx: AnswerContext, subject: string): TutorAnswer {
  const category = subject ? findTopic(ctx.topics, subject) : null;
  const available = ctx.quizCategories();
  const chosen = category && available.includes(category) ? category : null;
  const sample = ctx.sampleQuiz(chosen);
  const categories = available.length
    ? ` (categories: ${available.slice(0, 8).join(', ')}${available.length > 8 ? '…' : ''})`
    : '';
  // The sample question travels as `practice`, to be answered in place (the API writes it out for plain text).
  return make({
    response:
      `Let's practise${chosen ? ` ${chosen.replace(/-/g, ' ')}` : ''}!` +
      `${sample ? ' Answer the question below, or open' : ' Open'} the Quiz page to take a timed quiz with 5–25 questions${categories}.`,
    type: 'quiz',
    confidence: CONFIDENCE.quizOffer,
    category: chosen ?? 'mixed',
    suggestions: available.slice(0, 3).map((c) => `Quiz me on ${c.replace(/-/g, ' ')}`),
    ...(sample ? { practice: sample } : {}),
  });
}
