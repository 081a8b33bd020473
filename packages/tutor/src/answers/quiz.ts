// "Quiz me": where quizzes are, and one sample question from the bank.
import { CONFIDENCE } from '../confidence.ts';
import { findTopic } from '../topics.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, make } from './shared.ts';

export function quizAnswer(ctx: AnswerContext, subject: string): TutorAnswer {
  const category = subject ? findTopic(ctx.topics, subject) : null;
  const available = ctx.quizCategories();
  const chosen = category && available.includes(category) ? category : null;
  const sample = ctx.sampleQuiz(chosen);
  const sampleText = sample
    ? `\nHere's one to start: ${sample.question}\n${sample.options.map((o, i) => `${'ABCD'[i]}. ${o}`).join('\n')}`
    : '';
  return make({
    response:
      `Let's practise${chosen ? ` ${chosen.replace(/-/g, ' ')}` : ''}! Open the Quiz page to take a timed quiz with 5–25 questions` +
      `${available.length ? ` (categories: ${available.slice(0, 8).join(', ')}${available.length > 8 ? '…' : ''})` : ''}.${sampleText}`,
    type: 'quiz',
    confidence: CONFIDENCE.quizOffer,
    category: chosen ?? 'mixed',
    suggestions: available.slice(0, 3).map((c) => `Quiz me on ${c.replace(/-/g, ' ')}`),
  });
}
