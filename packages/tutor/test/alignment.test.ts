// Words learned from a translation memory (IBM Model 1): on a small corpus written here, each word is learned
// from the sentences it shares with its translation, a word seen once is not learned, and word by word says a
// learned word for a word the lexicon does not know without counting it as known.
import { describe, expect, it } from 'vitest';
import { createTutor } from '../src/index.ts';
import {
  learnFromMemory,
  learnWords,
  ONCE_MARK,
  phrasePairs,
  symmetrise,
} from '../src/translate/alignment.ts';
import { learnedTarget, namesIn } from '../src/translate/shared.ts';
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
/** Sentence pairs as a translation memory. */
const memoryOf = (pairs: [string, string][]) => pairs.map(([e, r], n) => ({ id: `t${n}`, en: e, rw: r }));
const rw = corpus.map(([, r]) => r.split(' '));

describe('words learned from the memory', () => {
  it('learns each word from the sentences it shares with its translation, both ways', () => {
    const toRw = learnWords(en, rw);
    expect(toRw.get('fever')).toBe('umuriro');
    expect(toRw.get('hands')).toBe('intoki');
    expect(toRw.get('cough')).toBe('inkorora');
    expect(learnWords(rw, en).get('umuriro')).toBe('fever');
  });

  it('never learns a long Kinyarwanda word as an English grammar word alone', () => {
    // "the" stands next to ingaruka in every sentence, so Model 1 alone gives it "the"; the memory's table
    // takes its best word of content instead. A short grammar word may still be one (ni "is").
    const pairs: [string, string][] = [
      ['the effects', 'ingaruka'],
      ['the results', 'ingaruka'],
      ['the effects are bad', 'ingaruka ni mbi'],
      ['fever is bad', 'umuriro ni mbi'],
    ];
    const split = (side: 0 | 1) => pairs.map((pair) => pair[side].split(' '));
    expect(learnWords(split(1), split(0)).get('ingaruka')).toBe('the');
    const learned = learnFromMemory(memoryOf(pairs)).rw.filter(([word]) => word === 'ingaruka');
    expect(learned.map(([, english]) => english)).toEqual(['effects', 'the effects']);
  });

  it('learns nothing from a word seen in one sentence only', () => {
    expect(learnWords(en, rw).has('wash')).toBe(false);
  });

  it('says a learned word where the lexicon has none, as a guess that does not raise the confidence', () => {
    const memory = memoryOf(corpus);
    const withMemory = createTutor({ ...fixtureContent(), memory });
    const without = createTutor(fixtureContent());
    const learned = withMemory.translate('cow fever', 'en-rw');
    expect(learned.translated_text).toContain('umuriro');
    expect(learned.glosses).toContainEqual({ source: 'fever', target: 'umuriro' });
    expect(learned.confidence).toBe(without.translate('cow fever', 'en-rw').confidence);
  });
});

describe('phrases learned from the memory', () => {
  it('keeps the links both directions agree on and grows them to unlinked neighbours', () => {
    // en "chest pain" ↔ rw "ububabare bwo mu gatuza": rw→en links pain–ububabare, chest–gatuza; en→rw agrees
    // on both and also links "mu" to chest, which is kept because "mu" is otherwise unlinked.
    const toTarget = [1, -1, 0, 0]; // each rw word's en word
    const toSource = [3, 0]; // each en word's rw word
    const links = symmetrise(toTarget, toSource);
    expect([...links[0]!].sort()).toEqual([2, 3]);
    expect([...links[1]!]).toEqual([0]);
  });

  it('drops a link only one direction has when both its words are linked elsewhere', () => {
    // Both directions agree on the diagonal but for the last words; en→rw also links the last rw word to
    // the first en word, far from every other link.
    const links = symmetrise([0, 1, 2, 0], [0, 1, 2, 3]);
    expect(links.map((linked) => [...linked])).toEqual([[0], [1], [2], [3]]);
  });

  it('extracts the runs of words whose links stay inside the pair, of two words or more on a side', () => {
    const source = ['chest', 'pain', 'is', 'bad'];
    const target = ['ububabare', 'bwo', 'mu', 'gatuza', 'ni', 'bubi'];
    const links = [new Set([2, 3]), new Set([0]), new Set([4]), new Set([5])];
    const pairs = phrasePairs(source, target, links);
    expect(pairs).toContainEqual(['chest pain', 'ububabare bwo mu gatuza']);
    expect(pairs).toContainEqual(['chest', 'mu gatuza']);
    expect(pairs).toContainEqual(['is bad', 'ni bubi']);
    // "pain is" is not a phrase: between ububabare and ni stand words linked to "chest", outside it.
    expect(pairs.map(([e]) => e)).not.toContain('pain is');
    // One word for one word is a learned word, not a phrase.
    expect(pairs).not.toContainEqual(['bad', 'bubi']);
  });

  it('learns a word said in several words as that phrase', () => {
    const memory = memoryOf([
      ['i had fever', 'nagize umuriro'],
      ['i had a cough', 'nagize inkorora'],
      ['i had pain', 'nagize ububabare'],
      ['fever and cough', 'umuriro n inkorora'],
      ['pain and fever', 'ububabare n umuriro'],
    ]);
    const rw = new Map(learnFromMemory(memory).rw);
    expect(rw.get('nagize')).toBe('i had');
    expect(rw.get('umuriro')).toBe('fever');
  });

  it('learns a phrase said alike in several sentences, and not two words seen once', () => {
    const memory = memoryOf([
      ['i have chest pain', 'mfite ububabare bwo mu gatuza'],
      ['chest pain and fever', 'ububabare bwo mu gatuza n umuriro'],
      ['the chest pain is bad', 'ububabare bwo mu gatuza ni bubi'],
      ['i have fever', 'mfite umuriro'],
      ['fever is bad', 'umuriro ni mubi'],
      ['wash your hands now', 'karaba intoki ubu'],
    ]);
    const learned = learnFromMemory(memory);
    const en = new Map(learned.en);
    const rw = new Map(learned.rw);
    expect(en.get('chest pain')).toBe('ububabare bwo mu gatuza');
    expect(rw.get('ububabare bwo mu gatuza')).toBe('chest pain');
    expect(en.has('wash your')).toBe(false);
    // Two words seen once are kept apart, marked: taken only from a word the lexicon does not know.
    expect([...en.keys()].some((run) => run.startsWith(ONCE_MARK) && run.split(' ').length === 2)).toBe(true);
    // Three words or more the memory has once, said alike there, are a term of its own: learned.
    expect([...en.keys()].filter((run) => run.split(' ').length >= 3 && run.startsWith('wash'))).not.toEqual(
      [],
    );
    // Said in a translation, a learned phrase is a guess: it does not raise the confidence.
    const tutor = createTutor({ ...fixtureContent(), memory });
    const result = tutor.translate('cow chest pain', 'en-rw');
    expect(result.glosses).toContainEqual({ source: 'chest pain', target: 'ububabare bwo mu gatuza' });
    expect(result.method).toBe('word-by-word');
    expect(result.confidence).toBe(
      createTutor(fixtureContent()).translate('cow chest pain', 'en-rw').confidence,
    );
    // Words the memory alone knows are still a translation, a guess, not "none".
    const alone = tutor.translate('chest pain', 'en-rw');
    expect(alone).toMatchObject({ translated_text: 'ububabare bwo mu gatuza', method: 'word-by-word' });
    expect(alone.confidence).toBeLessThan(0.5);
  });
});

describe('words guessed from a learned word of the same stem', () => {
  const learned = new Map([
    ['gusuzuma', 'examine'],
    ['kusuzuma', 'to examine'],
    ['assessment', 'isuzuma'],
  ]);
  const at = (names: string[] = []) =>
    ({ learned, names: new Set(names) }) as unknown as Parameters<typeof learnedTarget>[0];

  it('reads Kinyarwanda by the end of the word and English by its start, the shortest learned word first', () => {
    expect(learnedTarget(at(), 'end', 'turasuzuma')).toBe('examine');
    expect(learnedTarget(at(), 'start', 'assessing')).toBe('isuzuma');
    // English endings are not Kinyarwanda stems, nor the other way round.
    expect(learnedTarget(at(), 'start', 'turasuzuma')).toBeUndefined();
    expect(learnedTarget(at(), 'end', 'assessing')).toBeUndefined();
  });

  it('needs a stem of five letters that is half the word or more', () => {
    expect(learnedTarget(at(), 'end', 'zuma')).toBeUndefined();
    expect(learnedTarget(at(), 'end', 'ntibarabasuzuma')).toBeUndefined();
  });

  it('takes no learned word that says a number its source does not', () => {
    const dated = new Map([
      ['kuwa', 'on 12'],
      ['2020', '2020 the'],
      ['miliyoni', 'million'],
      ['30', '30'],
    ]);
    const with_ = { learned: dated, names: new Set() } as unknown as Parameters<typeof learnedTarget>[0];
    expect(learnedTarget(with_, 'end', 'kuwa')).toBeUndefined();
    expect(learnedTarget(with_, 'end', 'miliyoni')).toBe('million');
    // Its own figure with words beside it is kept: Kinyarwanda says some figures with a connective (w'2020).
    expect(learnedTarget(with_, 'end', '2020')).toBe('2020 the');
    expect(learnedTarget(with_, 'end', '30')).toBe('30');
  });

  it('guesses nothing for a name, a word written with a capital inside a sentence', () => {
    expect(learnedTarget(at(['turasuzuma']), 'end', 'turasuzuma')).toBeUndefined();
    expect([...namesIn('Nitwa Mugisha. Ariko Hubei, (UK) ni kure').keys()]).toEqual([
      'mugisha',
      'hubei',
      'uk',
    ]);
  });

  it('says an elided connective before a word only the memory knows as "of"', () => {
    const memory = memoryOf([
      ['the infected people', 'abantu abanduye'],
      ['many infected', 'abanduye benshi'],
      ['infected and sick', 'abanduye n abarwayi'],
    ]);
    const tutor = createTutor({ ...fixtureContent(), memory });
    const result = tutor.translate("inka cy'abanduye", 'rw-en');
    // A singular English word after "of" takes "the" (of the infected), as a noun the lexicon knows does.
    expect(result.glosses).toContainEqual({ source: "cy'abanduye", target: 'of the infected' });
    expect(result.confidence).toBeLessThan(0.5);
  });
});
