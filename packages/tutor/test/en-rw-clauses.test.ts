// English → Kinyarwanda clauses the frames do not make: object pronouns inside the verb, states and qualities
// said of a subject, and questions with a question word. Forms are written out by hand.
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_BANDS } from '../src/confidence.ts';
import { createTutor } from '../src/index.ts';
import { objectOn, objectVerbForm, PERSONS, statePresent } from '../src/morphology.ts';

const tutor = createTutor();
const toRw = (text: string) => tutor.translate(text, 'en-rw');
const subject = (key: string) => PERSONS.find((p) => p.key === key)!.subject;

describe('object pronouns go inside the verb', () => {
  it.each([
    ['I see him', 'Ndamubona'],
    ['She sees me', 'Arambona'],
    ['We love them', 'Turabakunda'],
    ['They help us', 'Baradufasha'],
    ['I know her', 'Ndamuzi'],
    ['I call you', 'Ndaguhamagara'],
    ['I wait for you', 'Ndagutegereza'],
    ['I love you all', 'Ndabakunda'],
    ["I don't see him", 'Simubona'],
    ['I will help you', 'Nzagufasha'],
    ['She helped me', 'Yamfashije'],
    ['Do you love me?', 'Urankunda?'],
    // A third person object is someone else than a third person subject.
    ['She loves him', 'Aramukunda'],
    ['He will call her', 'Azamuhamagara'],
    ['They help them', 'Barabafasha'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('is sure only of a form the shipped Kinyarwanda attests', () => {
    // Ndakubona is a reviewed example of kubona; ndamubona is made by rule.
    expect(toRw('I see you').confidence).toBeGreaterThanOrEqual(CONFIDENCE_BANDS.sure);
    expect(toRw('I see him').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
    expect(toRw('I see him').confidence).toBeGreaterThanOrEqual(CONFIDENCE_BANDS.check);
  });

  it('reads "her" before a noun as a possessive, and "you" before a verb as a subject', () => {
    expect(toRw('I see her house').translated_text).toBe('Mbona inzu ye');
    expect(toRw('I think you are right').translated_text).not.toMatch(/^Ndagu|^Ngu/);
  });

  it('takes the verb of giving to someone before an object pronoun (guha, not gutanga)', () => {
    expect(toRw('What do you give me?').translated_text).toBe('Umpa iki?');
  });

  it('says a few known words after the clause word by word, and is then not sure', () => {
    const result = toRw('I will see you tomorrow');
    expect(result.translated_text).toBe('Nzakubona ejo');
    expect(result.confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
    expect(toRw('Why are you tired today?').translated_text).toBe('Kuki unaniwe uyu munsi?');
  });

  it('agrees with a noun subject of any class', () => {
    expect(toRw('The dog sees me').translated_text).toBe('Imbwa irambona');
  });

  it('makes the marker by the sound rules', () => {
    expect(objectOn('n', 'hamagara')).toBe('mpamagara');
    expect(objectOn('n', 'umva')).toBe('nyumva');
    expect(objectOn('ku', 'umva')).toBe('kumva');
    expect(objectOn('mu', 'umva')).toBe('mwumva');
    expect(objectOn('ba', 'umva')).toBe('bumva');
    expect(objectOn('tu', 'fasha')).toBe('dufasha');
    const kunda = { stem: 'kunda', perfective: 'kunze' };
    expect(objectVerbForm(subject('1pl'), false, 'ku', kunda, 'present', false, true)).toBe('turagukunda');
    expect(objectVerbForm(subject('1sg'), true, 'ku', kunda, 'present', true, true)).toBe('singukunda');
    expect(objectVerbForm(subject('3pl'), false, 'n', kunda, 'past', true, true)).toBe('ntibankunze');
    // A stative verb's perfective is not its past ("know" → menye "came to know"): no form.
    const menya = { stem: 'menya', perfective: 'menye', stative: 'zi' };
    expect(objectVerbForm(subject('1sg'), true, 'mu', menya, 'past', false, true)).toBeNull();
    expect(objectVerbForm(subject('1sg'), true, 'mu', menya, 'present', false, true)).toBe('ndamuzi');
  });
});

describe('states and qualities', () => {
  it.each([
    ['We are tired', 'Turananiwe'],
    ['We are not tired', 'Ntabwo tunaniwe'],
    ['I am not happy', 'Ntabwo nishimye'],
    ['The children are tired', 'Abana barananiwe'],
    ['This is good', 'Iki ni cyiza'],
    ['These are good', 'Ibi ni byiza'],
    ['This is a book', 'Iki ni igitabo'],
    ['That house is small', 'Iyo nzu ni nto'],
    ['My house is big', 'Inzu yanjye ni nini'],
    ['The tea is hot', 'Icyayi kirashyushye'],
    ['This is cheap', 'Iki kirahendutse'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('is not sure of a state form made by rule', () => {
    expect(toRw('We are not tired').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
  });

  it('says a state with -ra- in a statement and without it in a question', () => {
    expect(statePresent(subject('1sg'), true, 'rwaye', false, true)).toBe('ndarwaye');
    expect(statePresent(subject('2sg'), false, 'naniwe', false, false)).toBe('unaniwe');
    expect(statePresent(subject('1pl'), false, 'naniwe', true, true)).toBe('ntitunaniwe');
  });
});

describe('questions with a question word', () => {
  it.each([
    ['When do you eat?', 'Urya ryari?'],
    ['Why are you tired?', 'Kuki unaniwe?'],
    ['Why is she sad?', 'Kuki ababaye?'],
    ['Who do you see?', 'Ubona nde?'],
    ['What did you eat?', 'Wariye iki?'],
    ['What do they eat?', 'Barya iki?'],
    ['What are they eating?', 'Bararya iki?'],
    ['Where is he?', 'Ari he?'],
    ['Where do you buy bread?', 'Ugura umugati he?'],
    ['When does he work?', 'Akora ryari?'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('takes -ra- before "what" where the shipped Kinyarwanda says it so and not the other', () => {
    expect(toRw('What do they want?').translated_text).toBe('Bashaka iki?');
    // The same content with one more sentence whose Kinyarwanda says "barashaka iki": that form is said.
    const { memoryWords: _words, evidence: _evidence, index: _index, ...content } = tutor.content;
    const pair = { id: 'test-1', en: 'A sentence for this test only.', rw: 'Barashaka iki?' };
    const attested = createTutor({ ...content, memory: [...(content.memory ?? []), pair] });
    const result = attested.translate('What do they want?', 'en-rw');
    expect(result.translated_text).toBe('Barashaka iki?');
    expect(result.alternatives).toContain('Bashaka iki?');
  });

  it('is not sure of a question made by rule', () => {
    expect(toRw('When do you eat?').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
  });
});

describe('yes/no questions with a noun object', () => {
  it.each([
    ['Do you want water?', 'Ushaka amazi?'],
    ['Does she have a car?', 'Afite imodoka?'],
    ['Do you eat meat?', 'Urya inyama?'],
    ['Did you see the cow?', 'Wabonye inka?'],
    ['Will you buy bread?', 'Uzagura umugati?'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it.each([
    // A question that is its verb alone, and "can" with the infinitive (the lexicon's Ushobora kumfasha?).
    ['Did you eat?', 'Wariye?'],
    ['Will you come?', 'Uzaza?'],
    ['Can you help me?', 'Ushobora kumfasha?'],
    ['Can we go?', 'Dushobora kugenda?'],
    ['Can you speak Kinyarwanda?', 'Ushobora kuvuga Ikinyarwanda?'],
    // An opening do or does says nothing, even when the rest is made word by word.
    ['Do they know?', 'Bazi?'],
    ['Does she work here?', 'Akora hano?'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('is not sure of a question made by rule, and leaves a longer question to other rules', () => {
    expect(toRw('Do you eat meat?').confidence).toBeLessThan(CONFIDENCE_BANDS.sure);
    expect(toRw('Do you eat meat?').confidence).toBeGreaterThanOrEqual(CONFIDENCE_BANDS.check);
    expect(toRw('Do you want water and bread every day?').translated_text).not.toBe('Ushaka amazi?');
  });
});

describe("verbs whose present is their perfective (the lexicon's stative)", () => {
  it.each([
    ['Where does she live?', 'Atuye he?'],
    ['She needs water', 'Akeneye amazi'],
    ['Do you need water?', 'Ukeneye amazi?'],
    ['Is he sick?', 'Ararwaye?'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });
});

describe('phrasal verbs', () => {
  it.each([
    // "for" is part of the verb: what is looked or waited for is its object.
    ['I am looking for a hotel', 'Ndashaka hoteri'],
    ['We are waiting for the bus', 'Turategereza bisi'],
    ['They are going home', 'Barataha'],
    ['She wakes up', 'Arabyuka'],
    ['He came back', 'Yagarutse'],
  ])(
    'say a particle that is no preposition (or is "for") inside the verb: %s → %s',
    (english, kinyarwanda) => {
      expect(toRw(english).translated_text).toBe(kinyarwanda);
    },
  );

  it('keep a preposition for the place after it', () => {
    expect(toRw('He went to Kigali').translated_text).toBe('Yagiye i Kigali');
  });
});

describe('this, that and here', () => {
  it.each([
    ['I like this book', 'Nkunda iki gitabo'],
    ['We saw those children', 'Twabonye abo bana'],
    ['She bought these books', 'Yaguze ibi bitabo'],
  ])('a demonstrative agrees with the noun after it: %s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it.each([
    ['She is not here', 'Ntari hano'],
    ['The children are here', 'Abana bari hano'],
    ['He is there', 'Ari hariya'],
    // far and near ending the sentence take -ri like here; near before a noun takes ya (y' before a vowel).
    ['Their house is far', 'Inzu yabo iri kure'],
    ['The school is near the market', "Ishuri riri hafi y'isoko"],
    ['We are near Kigali', 'Turi hafi ya Kigali'],
  ])('"to be" before here, there, far or near says where: %s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });
});

describe('a possessed noun as the subject of a verb', () => {
  it.each([
    ['My children are playing', 'Abana banjye barakina'],
    ['Our cows are eating grass', 'Inka zacu zirarya ubwatsi'],
    ['Your dog sees me', 'Imbwa yawe irambona'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('leaves a phrase the content knows to the content', () => {
    expect(toRw('My name is Eric').translated_text).toBe('Nitwa Eric');
  });
});

describe('can, cannot and the infinitive with an object', () => {
  it.each([
    ['I cannot come today', 'Sinshobora kuza uyu munsi'],
    ['She cannot speak English', 'Ntashobora kuvuga Icyongereza'],
    ['We can help you', 'Dushobora kugufasha'],
    ['They can hear us', 'Bashobora kutwumva'],
    ['I need to call him', 'Nkeneye kumuhamagara'],
    ['I want to see you', 'Ndashaka kukubona'],
    ['She wants to help me', 'Ashaka kumfasha'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('keeps "help me" alone an order', () => {
    expect(toRw('Help me').translated_text).toBe('Mfasha');
  });
});

describe('the present perfect is the past of -a-', () => {
  it.each([
    ['She has eaten.', 'Yariye.'],
    ['We have finished the work.', 'Twarangije akazi.'],
    ['I have seen the teacher.', 'Nabonye umwarimu.'],
    ['I have not eaten.', 'Sinariye.'],
  ])('%s → %s', (english, kinyarwanda) => {
    expect(toRw(english).translated_text).toBe(kinyarwanda);
  });

  it('reads have as having before anything that is no past participle', () => {
    expect(toRw('She has two children.').translated_text).toBe('Afite abana babiri.');
    expect(toRw('I have a car.').translated_text).toBe('Mfite imodoka');
    expect(toRw('She has got a book.').translated_text).toBe('Afite igitabo.');
  });
});
