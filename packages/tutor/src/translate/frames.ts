// Sentences a learner builds from a frame with a slot: "I am from Canada", "where is the hotel?", "I want
// water", "let's dance", "come here". Each frame is a row of one table (English frame → Kinyarwanda frame,
// with its provenance); the slot is filled from the lexicon and made to agree through the class table and the
// sound rules: "where is X" takes the 'to be' concord of X's class (ubwiherero buri he?, inzu iri he?), "let's V"
// the subjunctive with tu- (tugende, dukore by Dahl's law, twicare), a command the bare stem (genda) with the
// polite plural (mugende). A sentence is sure only when its frame is reviewed and every form in it is reviewed
// content or attested in the shipped Kinyarwanda; otherwise the tutor says to check it with a speaker.
import type { Evidence } from '../confidence.ts';
import { expandContractions } from '../contractions.ts';
import { englishPlural } from '../english.ts';
import { infinitiveWithObject } from '../english-clause.ts';
import { attestedWhole, placeEntry, placeLocative, readLocative } from '../locatives.ts';
import { exactEnglish, exactEnglishForm, exactKinyarwanda } from '../lookup.ts';
import type { Entry, Model } from '../model.ts';
import { ENGLISH_POSSESSORS, PLURAL_CLASSES, pluralByClass, possessive } from '../morphology.ts';
import { matchKey } from '../normalize.ts';
import { countNoun, englishNumberRun } from '../numbers.ts';
import { demonstrative, NOUN_CLASSES, POINTING } from '../rules/classes.ts';
import {
  afterLocative,
  connective,
  dahl,
  dropInitialVowel,
  nasal,
  negate,
  VOWEL_START,
} from '../rules/sounds.ts';

/** What fills a slot; 'priced' is a noun, or "it" / "this" (how much is it?). */
type SlotKind = 'noun' | 'priced' | 'name' | 'place' | 'verb';

interface Frame {
  id: string;
  /** English frames, lower case, with one slot: "where is {noun}". Articles before a noun slot are dropped. */
  en: readonly string[];
  /** The Kinyarwanda, with the slot's form ({noun}, {name}, {place}: the locative, {verb}: the infinitive). */
  rw: (slot: SlotForm) => string;
  slot: SlotKind;
  source: 'vuga';
  /** reviewed: a speaker checked the frame; draft: written by us, not yet checked. */
  status: 'draft' | 'reviewed';
}

/** The slot as the frame uses it. */
interface SlotForm {
  text: string;
  /** Noun slots: the noun's class, for agreement. */
  nounClass?: number;
}

const be = ({ text, nounClass }: SlotForm) =>
  `${cap(text)} ${(nounClass !== undefined && NOUN_CLASSES.get(nounClass)?.be) || 'iri'} he?`;

/**
 * The persons other than "I" for the frames that take a subject: their English (the first is how a reading
 * says it), the form of "to be" and the verb's -s after them, and the Kinyarwanda subject prefix.
 */
const PERSONS = [
  { id: 'you', en: ['you'], be: 'are', s: '', prefix: 'u', owner: ['your'], called: 'witwa' },
  {
    id: 'he-she',
    en: ['he/she', 'he', 'she'],
    be: 'is',
    s: 's',
    prefix: 'a',
    owner: ['his', 'her'],
    called: 'yitwa',
  },
  { id: 'we', en: ['we'], be: 'are', s: '', prefix: 'tu', owner: [], called: 'twitwa' },
  { id: 'they', en: ['they'], be: 'are', s: '', prefix: 'ba', owner: [], called: 'bitwa' },
] as const;

/** A subject prefix before a verb stem, tu- made du- by Dahl's law (dukomoka, dutuye). */
const subjectPrefix = (prefix: string, stem: string) => `${dahl(prefix, stem)}${stem}`;

/** A frame as the table writes it: written by us (source vuga), reviewed only where a speaker checked it. */
const frame = (
  id: string,
  slot: SlotKind,
  en: readonly string[],
  rw: (slot: SlotForm) => string,
  status: Frame['status'] = 'draft',
): Frame => ({ id, en, rw, slot, source: 'vuga', status });

/** The frames, most specific first (their English never overlaps, so the order only matters for reading). */
export const FRAMES: readonly Frame[] = [
  frame(
    'my-name-is',
    'name',
    ['my name is {name}', 'i am called {name}', 'call me {name}'],
    ({ text }) => `Nitwa ${text}`,
    'reviewed',
  ),
  frame(
    'i-come-from',
    'place',
    ['i am from {place}', 'i come from {place}'],
    ({ text }) => `Nkomoka ${text}`,
  ),
  frame('i-live-in', 'place', ['i live in {place}'], ({ text }) => `Ntuye ${text}`),
  // Not: si- before the first person's form (Sinkomoka, Sintuye), nti- before the others' (negate).
  frame(
    'i-not-come-from',
    'place',
    ['i am not from {place}', 'i do not come from {place}'],
    ({ text }) => `Sinkomoka ${text}`,
  ),
  frame('i-not-live-in', 'place', ['i do not live in {place}'], ({ text }) => `Sintuye ${text}`),
  // The same frames for every other person, with their negatives and questions: the verb takes the person's
  // subject prefix (grammar/subject-markers.yaml: u-, a-, tu-, mu-, ba-; tu- becomes du- before a voiceless
  // consonant by Dahl's law).
  ...PERSONS.flatMap(({ id, en, be, s, prefix, owner, called }) => [
    // kwitwa "be called" (greetings.yaml: Yitwa "he/she is called"), its prefix merged with the stem's i-.
    frame(
      `${id}-name-is`,
      'name',
      [...en.map((who) => `${who} ${be} called {name}`), ...owner.map((whose) => `${whose} name is {name}`)],
      ({ text }) => `${cap(called)} ${text}`,
    ),
    frame(
      `${id}-come-from`,
      'place',
      en.flatMap((who) => [`${who} ${be} from {place}`, `${who} come${s} from {place}`]),
      ({ text }) => `${cap(subjectPrefix(prefix, 'komoka'))} ${text}`,
    ),
    frame(
      `${id}-live-in`,
      'place',
      en.map((who) => `${who} live${s} in {place}`),
      ({ text }) => `${cap(subjectPrefix(prefix, 'tuye'))} ${text}`,
    ),
    frame(
      `${id}-not-come-from`,
      'place',
      en.flatMap((who) => [
        `${who} ${be} not from {place}`,
        `${who} do${s ? 'es' : ''} not come from {place}`,
      ]),
      ({ text }) => `${cap(negate(subjectPrefix(prefix, 'komoka')))} ${text}`,
    ),
    frame(
      `${id}-not-live-in`,
      'place',
      en.map((who) => `${who} do${s ? 'es' : ''} not live in {place}`),
      ({ text }) => `${cap(negate(subjectPrefix(prefix, 'tuye')))} ${text}`,
    ),
    // "are you from Kenya?": the same sentence asked (Kinyarwanda keeps the order; the voice rises).
    frame(
      `${id}-come-from-asked`,
      'place',
      en.flatMap((who) => [`${be} ${who} from {place}`, `do${s ? 'es' : ''} ${who} come from {place}`]),
      ({ text }) => `${cap(subjectPrefix(prefix, 'komoka'))} ${text}?`,
    ),
  ]),
  frame('where-is', 'noun', ['where is {noun}', 'where are {noun}'], be),
  // "who is your teacher?" → Umwarimu wawe ni nde?; asked of several, nde is bande (Abana ni bande?).
  frame(
    'who-is',
    'noun',
    ['who is {noun}', 'who are {noun}'],
    ({ text, nounClass }) =>
      `${cap(text)} ni ${nounClass !== undefined && PLURAL_CLASSES.has(nounClass) ? 'bande' : 'nde'}?`,
  ),
  // "whose book is this?" → Iki gitabo ni icya nde?: the pointed noun, then "of whom" agreeing with its class
  // (the prefix's initial vowel + the possessive concord + a: uwa, icya, iya, ibya; grammar/possessives.yaml).
  ...[...POINTING].map(([pointer, { near, plural }]) =>
    frame(
      `whose-${pointer}`,
      'noun',
      [`whose {noun} ${plural ? 'are' : 'is'} ${pointer}`],
      ({ text, nounClass }) => {
        const row = nounClass === undefined ? undefined : NOUN_CLASSES.get(nounClass);
        const pointed = nounClass === undefined ? undefined : demonstrative(nounClass, near);
        if (!row || !pointed) return `${cap(text)} ni nde?`;
        return `${cap(`${pointed} ${dropInitialVowel(text)}`)} ni ${row.prefix.consonant[0]}${row.possessive}a nde?`;
      },
    ),
  ),
  // "what does this word mean?" → Iri jambo risobanura iki? (school.yaml): gusobanura "mean" with the subject
  // concord of the noun's class; "what does it mean?" → Bisobanura iki?, "this" → Iki gisobanura iki?.
  frame('what-does-mean', 'priced', ['what does {noun} mean'], ({ text, nounClass }) => {
    const row = NOUN_CLASSES.get(text === '' ? 8 : text === 'iki' ? 7 : (nounClass ?? 0));
    if (!row) return `${cap(text)} bisobanura iki?`;
    const verb = `${dahl(row.subject.consonant, 'sobanura')}sobanura iki?`;
    return cap(text ? `${text} ${verb}` : verb);
  }),
  frame(
    'how-much-is',
    'priced',
    ['how much is {noun}', 'how much are {noun}', 'how much does {noun} cost', 'how much do {noun} cost'],
    ({ text }) => (text ? `${cap(text)} ni angahe?` : 'Ni angahe?'),
  ),
  frame(
    'i-want-to',
    'verb',
    ['i want to {verb}', 'i would like to {verb}'],
    ({ text }) => `Ndashaka ${text}`,
  ),
  // "there is no water" → Nta mazi: nta and the noun without its initial vowel; "there is a problem" → Hari
  // ikibazo, asked with a rising voice (grammar/there-is-there-are.yaml).
  frame(
    'there-is-no',
    'noun',
    ['there is no {noun}', 'there are no {noun}'],
    ({ text }) => `Nta ${dropInitialVowel(text)}`,
  ),
  frame('there-is', 'noun', ['there is {noun}', 'there are {noun}'], ({ text }) => `Hari ${text}`),
  frame(
    'is-there-here',
    'noun',
    ['is there {noun} here', 'are there {noun} here'],
    ({ text }) => `Hari ${text} hano?`,
  ),
  frame('is-there', 'noun', ['is there {noun}', 'are there {noun}'], ({ text }) => `Hari ${text}?`),
  frame('i-want', 'noun', ['i want {noun}', 'i would like {noun}'], ({ text }) => `Ndashaka ${text}`),
  frame('i-need', 'noun', ['i need {noun}'], ({ text }) => `Nkeneye ${text}`),
  // "can I have some water?" → Nshobora kubona amazi?: "can I get" (gushobora + kubona, verbs.yaml).
  frame(
    'can-i-have',
    'noun',
    ['can i have {noun}', 'could i have {noun}', 'may i have {noun}', 'can i get {noun}'],
    ({ text }) => `Nshobora kubona ${text}?`,
  ),
  frame('i-have', 'noun', ['i have {noun}', 'i have got {noun}'], ({ text }) => `Mfite ${text}`),
  frame('do-you-have', 'noun', ['do you have {noun}', 'have you got {noun}'], ({ text }) => `Ufite ${text}?`),
  frame('i-like-to', 'verb', ['i like to {verb}', 'i love to {verb}'], ({ text }) => `Nkunda ${text}`),
  frame('i-like', 'noun', ['i like {noun}', 'i love {noun}'], ({ text }) => `Nkunda ${text}`),
];

/** Commands whose imperative is not the bare stem: kuza "come" → ngwino (to one), nimuze (to several). */
export const IRREGULAR_IMPERATIVES = new Map([['za', { one: 'ngwino', several: 'nimuze' }]]);

export interface SentenceResult {
  /** The sentence: Kinyarwanda made from an English frame, or English read back from a Kinyarwanda one. */
  target: string;
  /** Other ways to say it (the polite plural of a command). */
  alternatives: string[];
  /** The frame or rule it was made by, for the explanation ("let's + verb"). */
  frame: string;
  /** The frame is reviewed and every form in it is reviewed or attested. */
  sure: boolean;
  /** The slot as typed and as filled, for the glosses. */
  glosses: { source: string; target: string }[];
}

/** A note after an order saying whom it is to: "(plural)", "(to one person)", "(polite)". */
export const ADDRESSEE_NOTE =
  /\s*\((?:plural|singular|polite|formal|informal|to (?:one|several|many|a group|two or more)(?: people| persons?)?|you all|to a friend|to a child)\)/i;

/** "it" and "this" as a noun slot: nothing before ni (Ni angahe?), the class 7 demonstrative (Iki ni angahe?). */
const POINTED = new Map([
  ['it', ''],
  ['this', 'iki'],
]);

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ARTICLE = /^(?:the|a|an|some|any)\s+/;
/** An English possessive determiner and the noun after it: "my book", "their children". */
const OWNED = /^(my|your|his|her|its|our|their)\s+(.+)$/;

/** The noun of a slot ("the hotel", "bananas"): its form (the plural for an English plural) and class. */
function nounSlot(model: Model, text: string): { form: string; nounClass?: number; sure: boolean } | null {
  const bare = text.replace(ARTICLE, '');
  if (/\s/.test(bare) && !model.en.has(matchKey(bare))) return null;
  const { hits, plural } = exactEnglishForm(model, bare);
  const entry = hits.find((hit) => hit.item.entry?.pos === 'noun')?.item.entry;
  if (!entry) return null;
  const reviewed = entry.status === 'reviewed';
  // "shoes" may be a gloss of its own (en: [shoe, shoes]): still the plural, which agrees in its own class.
  const key = matchKey(bare);
  const pluralGloss =
    entry.en[0] !== undefined &&
    matchKey(entry.en[0]) !== key &&
    matchKey(englishPlural(entry.en[0])) === key;
  if ((plural || pluralGloss) && entry.class !== undefined) {
    if (entry.plural !== undefined)
      return { form: entry.plural, nounClass: entry.pluralClass ?? entry.class, sure: reviewed };
    const guess = pluralByClass(entry.rw, entry.class, model.evidence);
    if (guess) return { form: guess.plural, nounClass: guess.pluralClass, sure: guess.sure };
  }
  return { form: entry.rw, ...(entry.class === undefined ? {} : { nounClass: entry.class }), sure: reviewed };
}

/** A verb of the lexicon by its English ("dance", "go"), with a stem to build forms from. */
function verbEntry(model: Model, english: string): Entry | undefined {
  return exactEnglish(model, english).find((hit) => hit.item.entry?.pos === 'verb' && hit.item.entry.stem)
    ?.item.entry;
}

/**
 * A noun phrase: the noun (nounSlot), and after a possessive determiner the possessive agreeing with its
 * class (my book → igitabo cyanjye, our children → abana bacu). The possessive is made by the class table:
 * the phrase is sure only when the noun is and the whole phrase is attested.
 */
export function nounPhrase(model: Model, text: string): NounPhrase | null {
  const pointed = pointedNoun(model, text);
  if (pointed) return pointed;
  const owned = text.match(OWNED);
  const noun = nounSlot(model, owned ? owned[2]! : text);
  if (!noun) return owned ? null : nounOfNoun(model, text);
  if (!owned) return { ...noun, owned: false };
  const owner = ENGLISH_POSSESSORS.get(owned[1]!);
  const form = noun.nounClass === undefined || owner === undefined ? null : possessive(noun.nounClass, owner);
  if (!form) return null;
  const phrase = `${noun.form} ${form}`;
  return {
    form: phrase,
    nounClass: noun.nounClass!,
    sure: noun.sure && attestedWhole(model.evidence, phrase),
    owned: true,
  };
}

/**
 * "a cup of tea" → igikombe cy'icyayi: the first noun, then "of" as the connective agreeing with its class (its
 * possessive concord + a, elided before a vowel) and the second noun, as en-rw.ts says "of" inside a sentence.
 * Made by the class table: sure only when both nouns are and the whole phrase is attested.
 */
function nounOfNoun(model: Model, text: string): NounPhrase | null {
  const parts = text.replace(ARTICLE, '').match(/^(.+?)\s+of\s+(?:(?:the|a|an)\s+)?(.+)$/);
  const head = parts ? nounSlot(model, parts[1]!) : null;
  const tail = parts ? nounSlot(model, parts[2]!) : null;
  const concord = head?.nounClass === undefined ? undefined : NOUN_CLASSES.get(head.nounClass)?.possessive;
  if (!head || !tail || !concord) return null;
  const form = `${head.form} ${connective(concord, tail.form)}`;
  return {
    form,
    nounClass: head.nounClass!,
    sure: head.sure && tail.sure && attestedWhole(model.evidence, form),
    owned: false,
  };
}

/** A noun phrase made for a slot; `pointed` after a demonstrative ("that man"). */
interface NounPhrase {
  form: string;
  nounClass?: number;
  sure: boolean;
  owned: boolean;
  pointed?: boolean;
}

/**
 * "that man" → uwo mugabo, "these children" → aba bana: the demonstrative agreeing with the noun's class, and
 * the noun without its initial vowel (grammar/demonstratives.yaml), as en-rw.ts says one inside a sentence. Made
 * by the class table: sure only when the noun is and the whole phrase is attested.
 */
function pointedNoun(model: Model, text: string): NounPhrase | null {
  const [first, ...rest] = text.split(/\s+/);
  const pointing = first === undefined ? undefined : POINTING.get(first);
  if (!pointing || rest.length === 0) return null;
  const noun = nounSlot(model, rest.join(' '));
  const pointer = noun?.nounClass === undefined ? undefined : demonstrative(noun.nounClass, pointing.near);
  if (!noun || !pointer) return null;
  const form = `${pointer} ${dropInitialVowel(noun.form)}`;
  return {
    form,
    nounClass: noun.nounClass!,
    sure: noun.sure && attestedWhole(model.evidence, form),
    owned: false,
    pointed: true,
  };
}

/** The subjunctive of a stem: its final a becomes e (genda → gende, rya → rye, za → ze). */
const subjunctive = (stem: string) => (stem.endsWith('a') ? `${stem.slice(0, -1)}e` : stem);

/** "let's V": tu- + the subjunctive, tw- before a vowel, du- by Dahl's law (tugende, twicare, dukore). */
function lets(stem: string): string {
  const form = subjunctive(stem);
  return VOWEL_START.test(form) ? `tw${form}` : `${dahl('tu', form)}${form}`;
}

/** A command: the bare stem to one person (genda, icara), mu- + the subjunctive to several or politely. */
function imperatives(stem: string): { one: string; several: string } {
  const irregular = IRREGULAR_IMPERATIVES.get(stem);
  if (irregular) return irregular;
  const form = subjunctive(stem);
  return { one: stem, several: VOWEL_START.test(form) ? `mw${form}` : `mu${form}` };
}

const attested = (evidence: Evidence, form: string) =>
  form.split(/\s+/).every((word) => evidence.has(word.toLowerCase().replace(/[?!.]$/, '')));

/** English that fits a frame's pattern: the slot's text, or null. */
function fit(pattern: string, key: string): string | null {
  const [before, after] = pattern.split(/\{\w+\}/) as [string, string];
  if (!key.startsWith(before) || !key.endsWith(after)) return null;
  const slot = key.slice(before.length, key.length - after.length).trim();
  return slot === '' ? null : slot;
}

/**
 * The sentence for English that fits one of the frames, a let's-form or a command, or null. `typed` keeps the
 * learner's capitals, so a name stays a name ("my name is John" → Nitwa John).
 */
export function sentenceFromFrame(model: Model, typed: string): SentenceResult | null {
  // "Sit down (plural)", "(polite)", "(to several people)": said to several, politely; "(singular)", "(to one
  // person)" to one. The note is not part of the sentence.
  const note = typed.match(ADDRESSEE_NOTE)?.[0].toLowerCase();
  const toSeveral = note !== undefined && !/singular|one|informal|friend|child/.test(note);
  const text = expandContractions(typed.replace(ADDRESSEE_NOTE, ' ').trim()).replace(/[.!?]+$/, '');
  const full = matchKey(text);
  const key = full.replace(/\s+please$|^please\s+/g, '');
  return (
    framed(model, text, key) ??
    letsForm(model, key) ??
    possessed(model, key) ??
    command(model, key, key !== full || toSeveral)
  );
}

function framed(model: Model, text: string, key: string): SentenceResult | null {
  for (const frame of FRAMES) {
    for (const pattern of frame.en) {
      const slot = fit(pattern, key);
      if (slot === null) continue;
      const filled = fill(model, frame.slot, slot, text);
      if (!filled) continue;
      const rw = frame.rw(filled);
      const frameWords = frame.rw({ text: '' }).replace(/[?!.]/g, ' ').trim();
      return {
        target: rw,
        alternatives: [],
        frame: `${cap(pattern.replace(/\{\w+\}/, '…')).replace(/\bi\b/g, 'I')} → ${frame.rw({ text: '…' })}`,
        // Sure with a reviewed frame and sure slots, or when the whole sentence is attested as it is.
        sure:
          (frame.status === 'reviewed' && filled.sure && attested(model.evidence, frameWords)) ||
          attestedWhole(model.evidence, rw),
        glosses: [{ source: slot, target: filled.text }],
      };
    }
  }
  return null;
}

/** The slot filled: a name as typed, a place as a locative, a noun or a verb (its infinitive) from the lexicon. */
function fill(
  model: Model,
  kind: SlotKind,
  slot: string,
  typed: string,
): (SlotForm & { sure: boolean }) | null {
  if (kind === 'name') {
    // As typed (the learner's capitals), from the same position at the end of the text.
    const name = typed.slice(typed.length - slot.length);
    // "Mugisha and Keza" → Mugisha na Keza.
    return /^[\p{L}][\p{L}' -]*$/u.test(name)
      ? { text: name.replace(/\s+and\s+/g, ' na '), sure: true }
      : null;
  }
  if (kind === 'place') {
    const name = typed.slice(typed.length - slot.length);
    if (!/^[\p{L}][\p{L}' -]*$/u.test(name)) return null;
    // "the USA", "the Congo": English's article is not part of the name; a name starts with a capital. A
    // place typed in lower case is one the lexicon knows ("france") or words it does not know ("usa"): words
    // it knows ("a big house") are no name (not "mu Big house") but a noun, or the sentence is made word by word.
    const bare = name.replace(/^the\s+/i, '');
    const named = /^\p{Lu}/u.test(bare) ? bare : bare.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (named !== bare && !placeEntry(model, named)) {
      // "I live in a house" → Ntuye mu nzu: a common noun after mu, without its initial vowel; to check.
      const noun = nounPhrase(model, bare.replace(/^(?:a|an)\s+/i, ''));
      // After a demonstrative, muri (muri iyo nzu).
      if (noun)
        return { text: noun.pointed ? `muri ${noun.form}` : `mu ${afterLocative(noun.form)}`, sure: false };
      // Words in lower case that are all unknown are a name typed without its capital ("the usa").
      if (bare.split(/\s+/).some((word) => model.en.has(matchKey(word)))) return null;
    }
    const place = placeLocative(model, named);
    return place ? { text: place.form, sure: place.sure } : null;
  }
  if (kind === 'verb') {
    // "(I want) to help me" → kumfasha: a verb and an object pronoun are the infinitive with its marker.
    const tokens = ['to', ...slot.split(/\s+/)];
    const withObject = infinitiveWithObject(model, tokens, 0);
    if (withObject?.length === tokens.length) return { text: withObject.form, sure: false };
    const entry = verbEntry(model, slot);
    if (entry) return { text: entry.rw, sure: entry.status === 'reviewed' };
    return verbToPlace(model, slot, typed);
  }
  // "how much is it / this": the price of what is pointed at (Ni angahe? / Iki ni angahe?).
  const pointed = kind === 'priced' ? POINTED.get(slot) : undefined;
  if (pointed !== undefined) return { text: pointed, sure: false };
  const noun = nounPhrase(model, slot);
  if (!noun) return null;
  return {
    text: noun.form,
    ...(noun.nounClass === undefined ? {} : { nounClass: noun.nounClass }),
    sure: noun.sure,
  };
}

/**
 * "(I want to) go to Kigali" → kujya i Kigali: a verb (with its "to" when its gloss has one: kujya "go to"),
 * then a named place as its locative. Only a name written with a capital: a common noun's locative after a
 * verb of motion (ku isoko, mu nzu) is the sentence rules' to choose.
 */
function verbToPlace(model: Model, slot: string, typed: string): (SlotForm & { sure: boolean }) | null {
  const parts = slot.match(/^(.+?) (to|in|at|from) (.+)$/);
  if (!parts) return null;
  const [, verb, preposition, rest] = parts as unknown as [string, string, string, string];
  const entry = verbEntry(model, `${verb} ${preposition}`) ?? verbEntry(model, verb);
  const typedPlace = typed.slice(typed.length - rest.length);
  if (!entry || !/^\p{Lu}/u.test(typedPlace)) return null;
  const place = placeLocative(model, typedPlace);
  return place ? { text: `${entry.rw} ${place.form}`, sure: false } : null;
}

function letsForm(model: Model, key: string): SentenceResult | null {
  const verb = fit('let us {verb}', key);
  if (verb === null) return null;
  const words = verb.split(' ');
  // "let's go home": the verb, then what follows it as one known word or phrase.
  for (let end = words.length; end >= 1; end--) {
    const entry = verbEntry(model, words.slice(0, end).join(' '));
    if (!entry?.stem) continue;
    const rest = restOf(model, words.slice(0, end).join(' '), words.slice(end).join(' '));
    if (rest === null) continue;
    const form = lets(entry.stem);
    const rw = `${cap([form, rest.form].filter(Boolean).join(' '))}!`;
    return {
      target: rw,
      alternatives: [],
      frame: `let's + verb → tu- + the verb's subjunctive (${entry.rw} → ${form})`,
      sure: entry.status === 'reviewed' && model.evidence.has(form) && rest.sure,
      glosses: [{ source: words.slice(0, end).join(' '), target: form }, ...rest.glosses],
    };
  }
  return null;
}

/** What a command does to its verb: a plain order, "don't …", or an order with "me" inside (Mpa, Mbwira). */
interface CommandKind {
  negative: boolean;
  me: boolean;
}

/**
 * A command's two forms: to one person, and to several or politely. Plain: the stem (icara) and mu- + the
 * subjunctive (mwicare). "Don't": ntu- and ntimu- + the subjunctive (ntugende, ntimugende). With "me": the
 * object n- before the stem, which keeps its -a (mpa, mbwira, nyereka), and mu- + n- + the subjunctive
 * (mumpe); "don't … me" ntu- + n- + the subjunctive.
 */
function commandForms(stem: string, { negative, me }: CommandKind): { one: string; several: string } {
  const form = subjunctive(stem);
  const join = (prefix: string, rest: string) =>
    VOWEL_START.test(rest) ? `${prefix.slice(0, -1)}w${rest}` : `${prefix}${rest}`;
  if (me) {
    if (negative) return { one: `ntu${nasal(form)}`, several: `ntimu${nasal(form)}` };
    return { one: nasal(stem), several: `mu${nasal(form)}` };
  }
  if (negative) return { one: join('ntu', form), several: join('ntimu', form) };
  return imperatives(stem);
}

/** "give", "show" before "me": the verb whose gloss takes someone (guha "give (to someone)"), else any. */
function objectVerb(model: Model, english: string): Entry | undefined {
  const verbs = exactEnglish(model, english)
    .map((hit) => hit.item.entry)
    .filter((entry): entry is Entry => entry?.pos === 'verb' && entry.stem !== undefined);
  return verbs.find((entry) => entry.en.some((gloss) => /\(.*someone.*\)/.test(gloss))) ?? verbs[0];
}

/**
 * A command ("come here", "speak slowly", "don't go", "give me water"): the English starts with a verb the
 * lexicon has, after "do not" for a negative one. With "please" the polite plural comes first (mwicare), else
 * the form to one person (icara).
 */
function command(model: Model, key: string, polite: boolean): SentenceResult | null {
  const negative = /^(?:do not|never) /.test(key);
  const words = key.replace(/^(?:do not|never) /, '').split(' ');
  // "my work", "the end": a determiner starts a noun phrase, not a command.
  if (words.length > 4 || ARTICLE.test(`${words[0]} `) || OWNED.test(key)) return null;
  for (let end = Math.min(words.length, 2); end >= 1; end--) {
    const verb = words.slice(0, end).join(' ');
    const me = words[end] === 'me';
    const entry = me ? objectVerb(model, verb) : verbEntry(model, verb);
    if (!entry?.stem) continue;
    const rest = restOf(model, verb, words.slice(end + (me ? 1 : 0)).join(' '));
    if (rest === null) continue;
    const { one, several } = commandForms(entry.stem, { negative, me });
    const tail = rest.form ? ` ${rest.form}` : '';
    const [first, second] = polite ? [several, one] : [one, several];
    const how = negative
      ? `"don't" → ntu- + the verb's subjunctive to one person (${one}), ntimu- to several (${several})`
      : me
        ? `a command with "me" → the object n- before the stem to one person (${one}), mu- + n- + the subjunctive to several or politely (${several})`
        : `a command → the verb's stem to one person (${one}), mu- + its subjunctive to several or politely (${several})`;
    return {
      target: `${cap(first)}${tail}!`,
      alternatives: [`${cap(second)}${tail}!`],
      frame: how,
      sure: entry.status === 'reviewed' && model.evidence.has(first) && rest.sure,
      glosses: [{ source: me ? `${verb} me` : verb, target: one }, ...rest.glosses],
    };
  }
  return null;
}

/**
 * "my house", "our children": a possessive phrase alone, the noun and its possessive (nounPhrase). Sure only
 * when the whole phrase is attested: the possessive is made by the class table.
 */
function possessed(model: Model, key: string): SentenceResult | null {
  if (!OWNED.test(key)) return null;
  const phrase = nounPhrase(model, key);
  if (!phrase?.owned) return null;
  return {
    target: phrase.form,
    alternatives: [],
    frame: `my/your/his/her/our/their + noun → the noun, then the possessive agreeing with its class (${phrase.form})`,
    sure: phrase.sure,
    glosses: [{ source: key, target: phrase.form }],
  };
}

/** English prepositions: what follows them needs Kinyarwanda's locatives, which these frames do not make. */
const PREPOSITION = /^(?:to|in|at|on|from|into|with|for|by|of|about)\s/;

/**
 * What follows a verb: nothing, or one word or phrase the lexicon knows exactly (here, slowly, water); not
 * what follows a preposition, in the rest or ending the verb's English ("go to"), which needs a locative.
 */
function restOf(
  model: Model,
  verb: string,
  rest: string,
): { form: string; sure: boolean; glosses: { source: string; target: string }[] } | null {
  if (rest === '') return { form: '', sure: true, glosses: [] };
  if (PREPOSITION.test(rest) || PREPOSITION.test(`${verb.split(' ').at(-1)} `)) return null;
  // "give me this": a thing pointed at is of class 7, things of class 8 (iki, icyo, ibi, ibyo).
  const pointing = POINTING.get(rest);
  const thing = pointing && demonstrative(pointing.plural ? 8 : 7, pointing.near);
  if (thing) return { form: thing, sure: false, glosses: [{ source: rest, target: thing }] };
  // "write your name", "give me that book": the noun and its possessive (izina ryawe) or its demonstrative
  // (icyo gitabo).
  if (OWNED.test(rest) || POINTING.has(rest.split(' ')[0]!)) {
    const phrase = nounPhrase(model, rest);
    return phrase
      ? { form: phrase.form, sure: phrase.sure, glosses: [{ source: rest, target: phrase.form }] }
      : null;
  }
  // "give me two bananas": the noun, then the number agreeing with its class (imineke ibiri).
  const words = rest.split(' ');
  const run = englishNumberRun(words, 0);
  const entry =
    run && run.length === words.length - 1
      ? exactEnglish(model, words.at(-1)!).find((hit) => hit.item.entry?.pos === 'noun')?.item.entry
      : undefined;
  const phrase = run && entry ? countNoun(entry, run.value, model.evidence) : null;
  // The agreement is the class table's: sure only when the counted noun is attested as it is said.
  if (phrase)
    return {
      form: phrase.words,
      sure: phrase.sure && attestedWhole(model.evidence, phrase.words),
      glosses: [{ source: rest, target: phrase.words }],
    };
  const bare = rest.replace(ARTICLE, '');
  // Not a pronoun: a pronoun object goes inside the verb (ndagukunda), which these frames do not make.
  const item = exactEnglish(model, bare).find(
    (hit) => hit.item.entry && hit.item.entry.pos !== 'verb' && hit.item.entry.pos !== 'pronoun',
  )?.item;
  if (!item) return null;
  return { form: item.rw, sure: item.reviewed, glosses: [{ source: rest, target: item.rw }] };
}

/** A Kinyarwanda noun slot read in English (rw-en.ts reads it): "my book", "market", and how it counts. */
export interface NounReading {
  text: string;
  nounClass?: number;
  plural: boolean;
  owned: boolean;
  countable: boolean;
  sure: boolean;
}

/** Frames whose noun is definite in English ("where is the market?"), and those that take no article. */
const DEFINITE = new Set(['where-is', 'who-is', 'how-much-is']);
const BARE = new Set(['i-like']);

/** Stands for the slot in a frame's Kinyarwanda, through matchKey. */
const SLOT = 'qqslotqq';

interface Template {
  frame: Frame;
  before: string;
  after: string;
  question: boolean;
}

/** Each frame's Kinyarwanda around its slot, for every class its agreement can take (kiri he, iri he…). */
let templates: Template[] | undefined;
function frameTemplates(): Template[] {
  if (templates) return templates;
  const seen = new Set<string>();
  templates = [];
  for (const frame of FRAMES)
    for (const nounClass of [undefined, ...NOUN_CLASSES.keys()]) {
      const written = frame.rw({ text: SLOT, ...(nounClass === undefined ? {} : { nounClass }) });
      const [before = '', after = ''] = matchKey(written).split(SLOT);
      if (seen.has(`${frame.id}|${before}|${after}`)) continue;
      seen.add(`${frame.id}|${before}|${after}`);
      templates.push({ frame, before, after, question: written.trim().endsWith('?') });
    }
  return templates;
}

/** The English of a frame's slot, read from its Kinyarwanda: each reading (none when it cannot be read). */
function readSlot(
  model: Model,
  frame: Frame,
  slot: string,
  readNoun: (text: string) => NounReading[],
): { text: string; plural: boolean; sure: boolean; nounClass?: number }[] {
  if (frame.slot === 'name')
    return /^\p{Lu}[\p{L}'-]*$/u.test(slot) ? [{ text: slot, plural: false, sure: true }] : [];
  if (frame.slot === 'place') {
    const place = readLocative(model, slot);
    return place ? [{ text: place, plural: false, sure: false }] : [];
  }
  if (frame.slot === 'verb') {
    const verb = exactKinyarwanda(model, slot).find((h) => h.via === 'lemma' && h.item.entry?.pos === 'verb');
    if (!verb) return [];
    // The frame's English has its "to" already (i want to {verb}): the bare verb.
    const gloss = verb.item.en[0]!.replace(/\s*\([^)]*\)/g, '').replace(/^to /, '');
    return [{ text: gloss, plural: false, sure: verb.item.reviewed }];
  }
  return readNoun(slot).map((noun) => nounInFrame(frame, noun));
}

/** A noun read back with the article its frame wants: where is the X, I want a X, I like Xs. */
function nounInFrame(frame: Frame, noun: NounReading) {
  // "I like dogs": a liked countable thing is said in the plural, with no article.
  const text =
    BARE.has(frame.id) && noun.countable && !noun.plural && !noun.owned
      ? englishPlural(noun.text)
      : noun.text;
  const article = DEFINITE.has(frame.id)
    ? noun.owned
      ? ''
      : 'the '
    : BARE.has(frame.id) || noun.owned || noun.plural || !noun.countable
      ? ''
      : /^[aeiou]/i.test(text)
        ? 'an '
        : 'a ';
  return {
    text: `${article}${text}`,
    // English agrees with its own noun: amazi is a plural class, but "the water is".
    plural: noun.plural && noun.countable,
    sure: noun.sure,
    ...(noun.nounClass === undefined ? {} : { nounClass: noun.nounClass }),
  };
}

/**
 * A Kinyarwanda sentence made by one of the frames, read back in English ("Nkomoka mu Bufaransa" → "I am from
 * France", "Igitabo cyanjye kiri he?" → "Where is my book?"), or null. The slot must agree as the frame makes
 * it: the sentence made again from what was read is the sentence typed.
 */
export function readFrame(
  model: Model,
  typed: string,
  readNoun: (text: string) => NounReading[],
): SentenceResult | null {
  const text = typed.trim().replace(/[.!?]+$/, '');
  const key = matchKey(text);
  const tokens = text.split(/\s+/);
  // A question mark chooses the asked frame where a statement and a question are said alike (Ukomoka muri
  // Kenya? → Are you from Kenya?).
  const asked = /\?\s*$/.test(typed);
  const templates = frameTemplates();
  const ordered = asked
    ? [...templates.filter((t) => t.question), ...templates.filter((t) => !t.question)]
    : templates;
  for (const { frame, before, after, question } of ordered) {
    if (!key.startsWith(before) || !key.endsWith(after) || key.length <= before.length + after.length)
      continue;
    const count = (part: string) => (part.trim() === '' ? 0 : part.trim().split(' ').length);
    const slot = tokens.slice(count(before), tokens.length - count(after)).join(' ');
    if (slot === '') continue;
    const read = readSlot(model, frame, slot, readNoun).find(
      (reading) =>
        reading.nounClass === undefined ||
        matchKey(frame.rw({ text: slot, nounClass: reading.nounClass })) === key,
    );
    if (!read) continue;
    const pattern = (read.plural && frame.en.find((p) => /(?:^| )are /.test(p))) || frame.en[0]!;
    const english = cap(pattern.replace(/\{\w+\}/, read.text).replace(/\bi\b/g, 'I'));
    return {
      target: `${english}${question ? '?' : ''}`,
      alternatives: [],
      frame: `${frame.rw({ text: '…' })} → ${cap(pattern.replace(/\{\w+\}/, '…')).replace(/\bi\b/g, 'I')}`,
      sure: frame.status === 'reviewed' && read.sure,
      glosses: [{ source: slot, target: read.text }],
    };
  }
  return null;
}
