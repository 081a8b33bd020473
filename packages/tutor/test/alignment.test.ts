// Words learned from a translation memory (IBM Model 1): on a small corpus written here, each word is learned
// from the sentences it shares with its translation, a word seen once is not learned, and word by word says a
// learned word for a word the lexicon does not know without counting it as known.
import { describe, expect, it } from 'vitest';
import { createTutor } from '../src/index.ts';
import { learnWords } from '../src/translate/alignment.ts';
import { fixtureContent } from './fixture.ts';

const corpus: [string, string][] = [
  ['the fever is high', 'umuriro uri hejuru'],
  ['a fever and a cough', 'umuriro n inkorora'],
  ['the cough is bad', 'inkorora ni mbi'],
  ['wash your hands', 'karaba intoki'],
  ['hands and fever', 'intoki n umuriro'],
  ['my hands hurt', 'intoki zirababara'],
];
const en = corpus.map(([e]) => e.split(' '));
const rw = corpus.map(([, r]) => r.split(' '));

describe('words learned from the memory', () => {
  it('learns each word from the sentences it shares with its translation, both ways', () => {
    const toRw = learnWords(en, rw);
    expect(toRw.get('fever')).toBe('umuriro');
    expect(toRw.get('hands')).toBe('intoki');
    expect(toRw.get('cough')).toBe('inkorora');
    expect(learnWords(rw, en).get('umuriro')).toBe('fever');
  });

  it('learns nothing from a word seen in one sentence only', () => {
    expect(learnWords(en, rw).has('wash')).toBe(false);
  });

  it('says a learned word where the lexicon has none, as a guess that does not raise the confidence', () => {
    const memory = corpus.map(([e, r], n) => ({ id: `t${n}`, en: e, rw: r }));
    const withMemory = createTutor({ ...fixtureContent(), memory });
    const without = createTutor(fixtureContent());
    const learned = withMemory.translate('cow fever', 'en-rw');
    expect(learned.translated_text).toContain('umuriro');
    expect(learned.glosses).toContainEqual({ source: 'fever', target: 'umuriro' });
    expect(learned.confidence).toBe(without.translate('cow fever', 'en-rw').confidence);
  });
});
