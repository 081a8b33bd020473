import { describe, expect, it } from 'vitest';
import { stepText } from './today-content.ts';

describe('stepText', () => {
  it('sends a weak topic to the quiz with that category chosen', () => {
    expect(stepText({ kind: 'quiz', category: 'food-drink' })).toMatchObject({
      title: 'Practise Food and drink',
      to: '/quiz?category=food-drink',
    });
    // Any text is carried as data in the address, never as part of the path.
    expect(stepText({ kind: 'quiz', category: 'a&b/c' }).to).toBe('/quiz?category=a%26b%2Fc');
  });

  it('sends the first quiz to the plain setup', () => {
    expect(stepText({ kind: 'first-quiz' }).to).toBe('/quiz');
  });
});
