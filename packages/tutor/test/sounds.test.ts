// The sound rules on their own, each with forms written out by hand.
import { describe, expect, it } from 'vitest';
import { NOUN_CLASSES, singularOf } from '../src/rules/classes.ts';
import {
  afterLocative,
  attach,
  coalesce,
  dahl,
  glide,
  nasal,
  negate,
  withConcord,
} from '../src/rules/sounds.ts';

describe('sound rules', () => {
  it("drops a noun's initial vowel after mu and ku, unless that i is its whole class prefix", () => {
    expect(
      ['inzu', 'umurima', 'igitabo', 'ibitaro', 'amazi', 'imodoka', 'icyumba'].map(afterLocative),
    ).toEqual(['nzu', 'murima', 'gitabo', 'bitaro', 'mazi', 'modoka', 'cyumba']);
    expect(['ishuri', 'isoko', 'isi', 'igeragezwa', 'ijambo'].map(afterLocative)).toEqual([
      'ishuri',
      'isoko',
      'isi',
      'igeragezwa',
      'ijambo',
    ]);
  });

  it('lets a verb prefix’s a give way to the stem’s vowel', () => {
    expect(attach('ra', 'umva')).toBe('rumva');
    expect(attach('ba', 'iga')).toBe('biga');
    expect(attach('ra', 'kora')).toBe('rakora');
  });

  it('coalesces a + i → e in nominal prefixes', () => {
    expect(coalesce('ama', 'inyo')).toBe('amenyo');
    expect(coalesce('ama', 'ezi')).toBe('amezi');
    expect(coalesce('ama', 'to')).toBe('amato');
  });

  it('drops the i of nti- before a vowel (ntukora, ntaza, ntikora)', () => {
    expect(negate('ukora')).toBe('ntukora');
    expect(negate('aza')).toBe('ntaza');
    expect(negate('ikora')).toBe('ntikora');
    expect(negate('bakora')).toBe('ntibakora');
    expect(negate('dukora')).toBe('ntidukora');
  });

  it("applies Dahl's law to k and t before a voiceless consonant only", () => {
    expect(dahl('ki', 'to')).toBe('gi');
    expect(dahl('ka', 'to')).toBe('ga');
    expect(dahl('tu', 'kora')).toBe('du');
    expect(dahl('ku', 'shya')).toBe('gu');
    expect(dahl('ki', 'nini')).toBe('ki');
    expect(dahl('ba', 'to')).toBe('ba');
  });

  it('assimilates the nasal', () => {
    expect(nasal('bi')).toBe('mbi');
    expect(nasal('re')).toBe('nde');
    expect(nasal('hu')).toBe('mpu');
    expect(nasal('nini')).toBe('nini');
    expect(nasal('to')).toBe('nto');
    expect(nasal('inshi')).toBe('nyinshi');
    expect(nasal('go')).toBe('ngo');
  });

  it('makes glides before a vowel', () => {
    expect(glide('ki')).toBe('cy');
    expect(glide('bi')).toBe('by');
    expect(glide('mu')).toBe('mw');
    expect(glide('ru')).toBe('rw');
    expect(glide('ba')).toBe('b');
    expect(withConcord({ consonant: 'ki', vowel: 'cy' }, 'iza')).toBe('cyiza');
    expect(withConcord({ consonant: 'ki', vowel: 'cy' }, 'to')).toBe('gito');
  });
});

describe('noun class table', () => {
  it('holds classes 1–16 with their concords', () => {
    expect([...NOUN_CLASSES.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(NOUN_CLASSES.get(7)).toMatchObject({
      demonstrative: 'iki',
      possessive: 'cy',
      be: 'kiri',
      plural: 8,
    });
    expect(NOUN_CLASSES.get(9)).toMatchObject({
      demonstrative: 'iyi',
      subject: { consonant: 'i', vowel: 'y' },
    });
    expect(NOUN_CLASSES.get(1)?.relative).toEqual({ consonant: 'u', vowel: 'w' });
  });

  it('pairs plural classes with their singular', () => {
    expect(singularOf(2)).toBe(1);
    expect(singularOf(6)).toBe(5);
    expect(singularOf(10)).toBe(9);
    expect(singularOf(13)).toBe(12);
    expect(singularOf(1)).toBeUndefined();
  });
});
