// A verb form's English (personGloss): "be" agrees with its subject, a modal takes no -s and no "do".
import { describe, expect, it } from 'vitest';
import { personGloss } from '../src/model.ts';
import type { VerbForm } from '../src/morphology.ts';

const form = (person: VerbForm['person'], tense: VerbForm['tense'], negative = false, nounClass?: number) =>
  ({
    person,
    tense,
    negative,
    form: '',
    sure: false,
    ...(nounClass ? { nounClass } : {}),
  }) satisfies VerbForm;

describe('personGloss', () => {
  it.each([
    [form('1sg', 'present'), 'to be ill', 'I am ill'],
    [form('3sg', 'present'), 'to be ill', 'he/she is ill'],
    [form('3pl', 'present'), 'to be able', 'they are able'],
    [form('2pl', 'present', true), 'to be able', 'you are not able'],
    [form('1sg', 'past'), 'to be ill', 'I was ill'],
    [form('3pl', 'past'), 'to be ill', 'they were ill'],
    [form('1pl', 'past', true), 'to be ill', 'we were not ill'],
    [form('3sg', 'past', false, 9), 'to be ill', 'it was ill'],
    [form('3pl', 'past', false, 10), 'to be ill', 'they were ill'],
    [form('3sg', 'future'), 'to be ill', 'he/she will be ill'],
  ])('says "be" as its subject needs (%#)', (verb, gloss, english) => {
    expect(personGloss(verb, gloss)).toBe(english);
  });

  it('says a modal with no -s and no do, and its past', () => {
    expect(personGloss(form('3sg', 'present'), 'must')).toBe('he/she must');
    expect(personGloss(form('3sg', 'present', true), 'must')).toBe('he/she must not');
    expect(personGloss(form('1pl', 'past'), 'must')).toBe('we had to');
    expect(personGloss(form('3sg', 'present'), 'to work')).toBe('he/she works');
  });
});
