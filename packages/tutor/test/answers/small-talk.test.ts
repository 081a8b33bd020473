// Small talk, answered in Kinyarwanda with the English, by the time of day.
import { describe, expect, it } from 'vitest';
import { timeOfDayAt } from '../../src/answers/small-talk.ts';
import { createTutor } from '../../src/index.ts';
import { fixtureContent } from '../fixture.ts';
import { ask, evening, morning } from './ask.ts';

describe('small talk answers in Kinyarwanda with the English', () => {
  it('greets by the time of day', () => {
    expect(timeOfDayAt(morning)).toBe('morning');
    expect(timeOfDayAt(evening)).toBe('afternoon');
    // 11:00 UTC is 13:00 in Kigali: afternoon there.
    const elevenUtc = new Date(Date.UTC(2026, 0, 5, 11, 0));
    expect(timeOfDayAt(elevenUtc, 'UTC')).toBe('morning');
    expect(timeOfDayAt(elevenUtc, 'Africa/Kigali')).toBe('afternoon');
    const hello = ask('hello');
    expect(hello).toMatchObject({ type: 'conversation', word: 'Muraho' });
    expect(hello.response).toContain('Mwaramutse');
    const later = createTutor(fixtureContent(), { now: () => evening }).answer('hi!');
    expect(later.response).toContain('Mwiriwe');
  });

  it.each([
    ['good morning', 'Mwaramutse'],
    ['Good evening!', 'Mwiriwe'],
    ['how are you?', 'Ni meza'],
    ['how r u', 'Ni meza'],
    ['thanks', 'Murakoze'],
    ['thank you!', 'Murakoze'],
    ['bye', 'Murabeho'],
    ["what's your name", 'Nitwa'],
    ['muraho', 'Muraho'],
    ['amakuru', 'Ni meza'],
  ])('%s → %s', (question, rw) => {
    const answer = ask(question);
    expect(answer.type).toBe('conversation');
    expect(answer.response).toContain(rw);
  });
});
