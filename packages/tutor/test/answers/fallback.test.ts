// Questions the tutor cannot read: unknown ones, empty input, essay-length and symbol-only messages.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('unknown questions', () => {
  it.each(['xyzzy blorp', 'what is the capital of peru', 'asdfgh', 'tell me a joke about quantum physics'])(
    '%s → fallback with suggestions, not a confident guess',
    (question) => {
      const answer = ask(question);
      expect(answer.type).toBe('fallback');
      expect(answer.confidence).toBeLessThan(0.4);
      expect(answer.suggestions.length).toBeGreaterThan(0);
    },
  );

  it('handles empty input', () => {
    expect(ask('   ').type).toBe('fallback');
  });
});

describe('robustness', () => {
  it('answers an essay-length or symbol-only message without choking', () => {
    expect(ask('how do you say cow '.repeat(300)).type).toBe('fallback');
    expect(ask('🙂🙂').type).toBe('fallback');
    expect(ask('how do you say').confidence).toBeLessThan(0.4);
  });
});
