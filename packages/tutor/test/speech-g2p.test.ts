import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberToKinyarwanda } from '../src/numbers.ts';
import {
  ESPEAK_PHONEMES,
  epitranDir,
  graphemeTable,
  ipaSegments,
  OVERRIDES,
  parseEpitranMap,
  toEspeak,
  toIpa,
} from '../src/speech/g2p.ts';
import { speechKey } from '../src/speech/names.ts';

describe('Kinyarwanda grapheme-to-phoneme', () => {
  it.each([
    // plain CV syllables, r as a tap
    ['amazi', 'amazi', '[[amazi]]'],
    ['Muraho', 'muɾaho', '[[mu*aho]]'],
    ['urakoze', 'uɾakoze', '[[u*akoze]]'],
    // palatal clusters: cy, jy, shy, ny are single sounds, not C + y
    ['cyane', 'cane', '[[cane]]'],
    ['ijya', 'iɟa', '[[iJa]]'],
    ['ishyamba', 'iʃaːmba', '[[iSa:mba]]'],
    ['nyamuneka', 'ɲamuneka', '[[n^amuneka]]'],
    ['inyama', 'iɲama', '[[in^ama]]'],
    // c, j and sh alone
    ['icumi', 'itʃumi', '[[itSumi]]'],
    ['ejo', 'eʒo', '[[eZo]]'],
    // prenasalised stops: nasal takes the place of the stop, the vowel before is long, word-initially none
    ['inka', 'iːŋka', '[[i:Nka]]'],
    ['ndashaka', 'ndaʃaka', '[[ndaSaka]]'],
    ['umuntu', 'umuːntu', '[[umu:ntu]]'],
    ['ingoma', 'iːŋɡoma', '[[i:Ngoma]]'],
    ['inzu', 'iːnzu', '[[i:nzu]]'],
    ['injangwe', 'iːɲʒaːŋɡwe', '[[i:n^Za:Ngwe]]'],
    // labialisation: a velar glide before w after any non-velar consonant; kw and gw unchanged
    ['Rwanda', 'ɾɡwaːnda', '[[*gwa:nda]]'],
    ['Mwaramutse', 'mŋwaɾamutse', '[[mNwa*amutse]]'],
    ['imbwa', 'iːmbɡwa', '[[i:mbgwa]]'],
    ['ntabwo', 'ntabɡwo', '[[ntabgwo]]'],
    ['igitabo cyawe', 'iɡitabo cawe', '[[igitabo cawe]]'],
    ['kwiga', 'kwiɡa', '[[kwiga]]'],
    ['atwara', 'atkwaɾa', '[[atkwa*a]]'],
    // vowel length written double
    ['kubaaza', 'kubaːza', '[[kuba:za]]'],
    ['umugoore', 'umuɡoːɾe', '[[umugo:*e]]'],
  ])('%s → /%s/ → %s', (text, ipa, espeak) => {
    expect(toIpa(text)).toBe(ipa);
    expect(toEspeak(text)).toBe(espeak);
  });

  it('folds case, tone marks (Epitran strip list) and apostrophe variants', () => {
    const strip = readFileSync(join(epitranDir, 'strip_kin-Latn.csv'), 'utf8').split('\n').filter(Boolean);
    expect(strip.length).toBe(3);
    for (const mark of strip) expect(toIpa(`ama${mark}zi`)).toBe('amazi');
    expect(toIpa('MURAHO')).toBe(toIpa('muraho'));
    expect(toIpa('n’umwana')).toBe('numŋwana');
    expect(toIpa("n'umwana")).toBe('numŋwana');
  });

  it('pauses at punctuation and keeps word breaks', () => {
    expect(toIpa('Amakuru yawe? Ni meza.')).toBe('amakuɾu jawe | ni meza');
    expect(toEspeak('Muraho, amakuru?')).toBe('[[mu*aho _: amaku*u]]');
  });

  it('speaks digits as Kinyarwanda number words', () => {
    expect(toIpa('2')).toBe(toIpa('kabiri'));
    expect(toIpa('1,250')).toBe(toIpa(numberToKinyarwanda(1250).words));
    expect(toIpa('1,250')).toMatch(/^iɡihuːmbi .* itanu$/);
  });

  it('has nothing to say for empty or letterless text', () => {
    expect(toEspeak('')).toBe('');
    expect(toEspeak(' ?! ')).toBe('');
  });
});

describe('the grapheme table', () => {
  const epitran = parseEpitranMap(readFileSync(join(epitranDir, 'map_kin-Latn.csv'), 'utf8'));
  const table = graphemeTable(epitran);

  it('starts from the 35 Epitran rules, shipped with their MIT notice', () => {
    expect(epitran.size).toBe(35);
    expect(readFileSync(join(epitranDir, 'LICENSE.txt'), 'utf8')).toMatch(
      /MIT License[\s\S]*David Mortensen/,
    );
    // Untouched rules keep Epitran's value.
    expect(table.get('r')).toEqual(['ɾ']);
    expect(table.get('aa')).toEqual(['aː']);
    expect(table.get('ny')).toEqual(['ɲ']);
  });

  it('applies the overrides and leaves nasal clusters to the rules', () => {
    expect(epitran.get('cy')).toBe('kj');
    expect(table.get('cy')).toEqual(['c']);
    expect(table.get('sh')).toEqual(['ʃ']);
    for (const [grapheme, value] of Object.entries(OVERRIDES)) {
      if (value === null) expect(table.has(grapheme)).toBe(false);
    }
  });

  it('covers every letter a–z, and every value has an espeak-ng phoneme', () => {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') expect(table.has(letter), letter).toBe(true);
    for (const segments of table.values()) {
      for (const segment of segments)
        expect(ESPEAK_PHONEMES[segment.replace('ː', '')], segment).toBeDefined();
    }
  });

  it('splits IPA into segments with affricates and length kept whole', () => {
    expect(ipaSegments('tʃaːkj')).toEqual(['tʃ', 'aː', 'k', 'j']);
  });
});

describe('speechKey', () => {
  it('is a sha256 of how the text sounds: spellings that sound alike share it', () => {
    const key = speechKey('Muraho');
    expect(key?.hash).toMatch(/^[a-f0-9]{64}$/);
    expect(speechKey('MURAHO!')?.hash).toBe(key?.hash);
    expect(speechKey('Muráho')?.hash).toBe(key?.hash);
    expect(speechKey('Murahe')?.hash).not.toBe(key?.hash);
  });

  it('gives no key for nothing to say or an overlong text', () => {
    expect(speechKey('...')).toBeNull();
    expect(speechKey('amazi '.repeat(50))).toBeNull();
  });
});
