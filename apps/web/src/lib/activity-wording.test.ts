import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-wording.ts';

const base = { timestamp: '2026-11-20T10:00:00.000Z', date: '2026-11-20' };

describe('describeActivity', () => {
  it.each([
    [{ type: 'chat', details: { question: 'How do I say hello?' } }, 'Chat: "How do I say hello?"'],
    [{ type: 'pronunciation', details: { question: 'muraho' } }, 'Pronunciation: "muraho"'],
    [{ type: 'translation', details: { original_text: 'thank you' } }, 'Translation: "thank you"'],
    [{ type: 'quiz', details: { percentage: 80, category: 'animals' } }, 'Quiz: 80% in animals'],
    [{ type: 'quiz', details: { percentage: 40 } }, 'Quiz: 40%'],
    [{ type: 'chat', details: {} }, 'Chat'],
  ] as const)('%o → %s', (activity, text) => {
    expect(describeActivity({ ...base, ...activity })).toBe(text);
  });
});
