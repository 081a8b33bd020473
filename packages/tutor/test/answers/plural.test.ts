// Plurals and noun classes, from entries or by rule.
import { describe, expect, it } from 'vitest';
import { ask } from './ask.ts';

describe('plurals and noun classes', () => {
  it.each([
    ['plural of umuntu', 'abantu'],
    ["what's the plural of umwana", 'abana'],
    ['whats the plural of child', 'abana'],
    ['umwarimu plural', 'abarimu'],
    ['plural of icyumba', 'ibyumba'],
    ['what is the plural of ishuri?', 'amashuri'],
  ])('%s → %s', (question, plural) => {
    const answer = ask(question);
    expect(answer.response).toContain(plural);
    expect(answer.word).toBe(plural);
    expect(answer.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('makes a missing plural by rule, saying how sure it is', () => {
    const book = ask('plural of igitabo');
    expect(book.response).toContain('ibitabo');
    expect(book.response).toMatch(/class 7 rule/);
    const home = ask('plural of urugo');
    expect(home.response).toContain('ingo');
    expect(home.response).toContain('check with a speaker');
    expect(home.confidence).toBeLessThan(0.7);
  });

  it('answers noun class questions', () => {
    expect(ask('what class is umuntu').response).toMatch(/class 1.*class 2/);
    expect(ask('noun class of inka').response).toMatch(/class 9/);
    expect(ask('which class is igitabo in').response).toMatch(/class 7/);
  });
});

describe('singulars', () => {
  it('gives the singular of a plural, in Kinyarwanda or English, and says when a word is singular', () => {
    const children = ask('What is the singular of abana?');
    expect(children.response).toBe('The singular of "abana" is "umwana" (child) (class 1 → 2).');
    expect(children.confidence).toBeGreaterThanOrEqual(0.9);
    expect(ask('singular of children').response).toContain('"umwana"');
    expect(ask('umwana singular').response).toMatch(
      /"umwana" \(child\) is already singular; its plural is "abana"/,
    );
  });
});
