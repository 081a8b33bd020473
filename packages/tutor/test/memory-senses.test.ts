// The senses the memory gives entries (translate/rw-en.ts memorySensesOf), worked out when the content is
// prebuilt: rw-en translates with them as it does with the senses counted on its first translation.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/load.ts';
import { loadDevSet } from '../src/eval/devset.ts';
import { buildModel } from '../src/model.ts';
import { createTutor } from '../src/tutor.ts';

const content = loadContent();
const devSet = loadDevSet();

describe('prebuilt memory senses', () => {
  it('are in the prebuilt content', () => {
    expect(content.memorySenses?.length).toBeGreaterThan(0);
  });

  it('translate rw-en as the senses counted at run time do', () => {
    const given = createTutor(content);
    const counted = createTutor({ ...content, memorySenses: undefined });
    const model = buildModel(content);
    const senses = new Map(content.memorySenses);
    // Every form of an entry the memory gives a sense, in a sentence, and the evaluation's sentences.
    const forms = [...model.rw].flatMap(([key, hits]) => {
      const sensed = hits.find((hit) => senses.has(hit.item.key));
      return sensed ? [{ text: `ndabona ${key}`, item: sensed.item }] : [];
    });
    expect(forms.length).toBeGreaterThan(0);
    const sentences = [devSet.translations, devSet.heldOutTranslations].flatMap((set) =>
      set['rw-en'].map(({ text }) => ({ text, item: undefined })),
    );
    let inSense = 0;
    for (const { text, item } of [...forms, ...sentences]) {
      const translation = given.translate(text, 'rw-en');
      expect(translation, text).toEqual(counted.translate(text, 'rw-en'));
      const sense = item && senses.get(item.key);
      if (item && sense && translation.translated_text.includes(item.en[sense]!)) inSense++;
    }
    // The senses say something: some form is translated by its entry's sense in the memory, not its first.
    expect(inSense).toBeGreaterThan(0);
  });
});
