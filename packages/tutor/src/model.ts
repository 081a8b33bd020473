// The content, indexed: every Kinyarwanda form (lemmas, plurals, verb forms, number words, phrases) and every
// English gloss maps to what it means, and a MiniSearch index gives typo-tolerant search over both. The maps
// are worked out when the content is prebuilt (modelIndex) and only put together when the tutor is made
// (buildModel). Answers and translations only read them.
import type MiniSearch from 'minisearch';
import type { Evidence } from './confidence.ts';
import { type Difficulty, difficultyRank } from './content/difficulty.ts';
import { buildEvidence } from './content/evidence.ts';
import type { LexiconEntry, Phrase } from './content/schema.ts';
import type { Content, DerivedForm, ModelIndex } from './content/types.ts';
import { englishPlural, pastTense, thirdPerson } from './english.ts';
import {
  agreeAdjective,
  conjugate,
  conjugateClass,
  PERSONS,
  pluralByClass,
  type VerbForm,
} from './morphology.ts';

/** Noun classes other than 1/2 (persons) that take a subject prefix on the verb. */
const CLASS_NUMBERS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

import { glossKeys, matchKey } from './normalize.ts';
import { numberToKinyarwanda } from './numbers.ts';
import { TypoSearch } from './typo-search.ts';

export interface Entry extends LexiconEntry {
  category: string;
}
export interface PhraseItem extends Phrase {
  situation: string;
  situationTitle: string;
}

/** One thing the tutor can say something about: a lexicon entry or a phrasebook phrase. */
export interface Item {
  key: string;
  kind: 'entry' | 'phrase' | 'calendar';
  rw: string;
  en: string[];
  category: string;
  difficulty: Difficulty;
  reviewed: boolean;
  entry?: Entry;
  phrase?: PhraseItem;
}

/** How a Kinyarwanda form relates to its item ("plural of umuntu", "we worked"). */
export interface FormHit {
  item: Item;
  form: string;
  /** What the form is: lemma, phrase, plural, verb form or number. */
  via: 'lemma' | 'phrase' | 'plural' | 'verb-form' | 'number' | 'agreement';
  /** English for this exact form when it differs from the item's glosses ("we worked"). */
  en?: string;
  note?: string;
  sure: boolean;
  verb?: VerbForm;
}

export interface GlossHit {
  item: Item;
  /** Position of the matched gloss among the item's glosses: 0 is its main meaning. */
  rank: number;
  /** Matched only after dropping a note or article ("(plural)", "to "), not the gloss as written. */
  derived: boolean;
}

interface SearchDoc {
  id: string;
  rw: string;
  en: string;
}

export interface Model {
  items: Item[];
  itemByKey: Map<string, Item>;
  entries: Entry[];
  entryById: Map<string, Entry>;
  phrases: PhraseItem[];
  /** Kinyarwanda match key → forms. */
  rw: Map<string, FormHit[]>;
  /** English match key → items, best first. */
  en: Map<string, GlossHit[]>;
  categories: Map<string, Entry[]>;
  /** Built on first use. */
  readonly search: MiniSearch<SearchDoc>;
  /** The longest phrase (in words) in either map, to bound multi-word lookups. */
  longestKey: number;
  /** What the shipped Kinyarwanda attests: a rule-made form is sure only when this has it. */
  evidence: Evidence;
  /** Kinyarwanda number words → value (numberWordIndex), read by readNumberAt. */
  numberWords: ReadonlyMap<string, number>;
}

/** "we worked", "it eats", "they will not come": the English of a verb form, from the verb's gloss. */
export function personGloss(verb: VerbForm, gloss: string): string {
  const person = PERSONS.find((p) => p.key === verb.person)!.en;
  const base = gloss.replace(/^to /, '');
  // A noun-class subject is a thing, not a person: inka irarya "it eats", inka zirarya "they eat".
  const subject =
    verb.nounClass === undefined ? person.replace(/ \(.*\)$/, '') : verb.person === '3pl' ? 'they' : 'it';
  if (verb.tense === 'future') return `${subject} will ${verb.negative ? 'not ' : ''}${base}`;
  const be = /^be\b/.test(base) ? beAgreeing(verb, subject) : undefined;
  // "to be ill": be agrees with its subject in English (they were ill, I am able), and takes "not" itself.
  if (be) return `${subject} ${be}${verb.negative ? ' not' : ''}${base.slice(2)}`;
  // A modal (must, can, should) takes no -s and no do: "he/she must", "they cannot", "we had to".
  const [head = '', ...rest] = base.split(' ');
  const modal = MODAL_PAST.get(head);
  if (modal !== undefined) {
    const said = verb.tense === 'past' ? modal : head;
    return [subject, said, ...(verb.negative ? ['not'] : []), ...rest].join(' ');
  }
  if (verb.tense === 'past')
    return verb.negative ? `${subject} did not ${base}` : `${subject} ${pastTense(base)}`;
  const third = verb.person === '3sg';
  if (verb.negative) return `${subject} ${third ? 'does' : 'do'} not ${base}`;
  return `${subject} ${third ? thirdPerson(base) : base}`;
}

/** English modal verbs, which never take -s or do, and what each says in the past. */
const MODAL_PAST = new Map([
  ['must', 'had to'],
  ['can', 'could'],
  ['should', 'should'],
  ['may', 'might'],
]);

/**
 * English "be" for a subject, present or past: I am / was, he/she and it is / was, every other person and
 * any plural are / were (never "they was", "you is").
 */
function beAgreeing(verb: VerbForm, subject: string): string {
  const past = verb.tense === 'past';
  if (subject === 'I') return past ? 'was' : 'am';
  if (verb.person === '3sg' && subject !== 'they') return past ? 'was' : 'is';
  return past ? 'were' : 'are';
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Reviewed before draft, lemmas before derived forms, easier words first: the order answers use. */
function formOrder(a: Pick<FormHit, 'item' | 'via'>, b: Pick<FormHit, 'item' | 'via'>): number {
  const via = (h: Pick<FormHit, 'via'>) =>
    h.via === 'lemma' || h.via === 'phrase' ? 0 : h.via === 'number' ? 1 : 2;
  return (
    Number(b.item.reviewed) - Number(a.item.reviewed) ||
    via(a) - via(b) ||
    difficultyRank(a.item.difficulty) - difficultyRank(b.item.difficulty)
  );
}

/**
 * A draft entry counts as one gloss further down than it is: a reviewed word whose second meaning is the one
 * asked for (inzoga "alcoholic drink, beer") comes before a draft whose first is (byeri "beer (bottled)").
 */
export const glossRank = (hit: GlossHit) => hit.rank + (hit.item.reviewed ? 0 : 1);

function glossOrder(a: GlossHit, b: GlossHit): number {
  return (
    glossRank(a) - glossRank(b) ||
    Number(b.item.reviewed) - Number(a.item.reviewed) ||
    Number(a.derived) - Number(b.derived) ||
    // An entry whose only meaning is the word asked for is its usual translation (oya "no", not nta).
    a.item.en.length - b.item.en.length ||
    Number(a.item.kind === 'phrase') - Number(b.item.kind === 'phrase') ||
    difficultyRank(a.item.difficulty) - difficultyRank(b.item.difficulty)
  );
}

/**
 * Every form the rules make from the items, in the order they are added: the slow part of the indexing, which
 * the prebuilt content carries done (modelIndex, content/build.ts).
 */
export function deriveForms(items: readonly Item[], evidence: Evidence): DerivedForm[] {
  const forms: DerivedForm[] = [];
  for (const item of items) {
    const entry = item.entry;
    if (!entry) continue;
    const add = (form: string, via: DerivedForm[3], sure: boolean, detail: DerivedForm[5]) => {
      const key = matchKey(form);
      if (key !== '') forms.push([item.key, form, key, via, sure ? 1 : 0, detail]);
    };
    if (entry.pos === 'noun' && entry.class !== undefined) {
      const plural = entry.plural ?? pluralByClass(entry.rw, entry.class, evidence)?.plural;
      if (plural && matchKey(plural) !== matchKey(entry.rw)) {
        add(plural, 'plural', (entry.plural !== undefined && item.reviewed) || evidence.has(plural), null);
      }
    }
    if (entry.pos === 'adjective' && entry.rw.startsWith('-')) {
      const seen = new Set<string>();
      for (let nounClass = 1; nounClass <= 16; nounClass++) {
        const agreed = agreeAdjective(entry.rw, nounClass, { kind: entry.agreement, evidence });
        if (seen.has(agreed.form)) continue;
        seen.add(agreed.form);
        add(agreed.form, 'agreement', agreed.sure, nounClass);
      }
    }
    if (entry.pos === 'verb' && entry.stem) {
      // Person forms first: where a class form is spelt the same (class 6 ararya = he/she ararya) the person
      // reading is the one answers give.
      const classForms = CLASS_NUMBERS.flatMap((nounClass) =>
        conjugateClass(entry.stem!, nounClass, entry.perfective, entry.stative, evidence),
      );
      const personForms = conjugate(entry.stem, entry.perfective, entry.stative, evidence);
      for (const verb of [...personForms, ...classForms]) {
        add(verb.form, 'verb-form', verb.sure, [
          verb.tense,
          verb.negative ? 1 : 0,
          verb.person,
          verb.nounClass ?? null,
          verb.beforeObject ? 1 : 0,
        ]);
      }
    }
  }
  return forms;
}

type RuleForm = ModelIndex['forms'][number];

/**
 * A rule-made form as the answers read it. Its English, note and verb are worked out when first read: the
 * model holds 36,000 of these and an answer reads a few (making them all took a fifth of the start-up). Its
 * row too is read when first needed: a lookup that only asks which item a word is (the chat's count of
 * recorded words) then leaves the rule-made forms unread, the offline download's largest part of the index.
 */
class RuleFormHit implements FormHit {
  readonly item: Item;
  readonly #forms: () => readonly RuleForm[];
  readonly #ref: number;
  #details?: Pick<FormHit, 'en' | 'note' | 'verb'>;

  constructor(item: Item, forms: () => readonly RuleForm[], ref: number) {
    this.item = item;
    this.#forms = forms;
    this.#ref = ref;
  }

  get #row(): RuleForm {
    return this.#forms()[this.#ref]!;
  }

  get form() {
    return this.#row[0];
  }

  get via() {
    return this.#row[1];
  }

  get sure() {
    return this.#row[2] === 1;
  }

  get en() {
    return this.#read().en;
  }

  get note() {
    return this.#read().note;
  }

  get verb() {
    return this.#read().verb;
  }

  #read() {
    this.#details ??= ruleFormDetails(this.item.entry!, this.#row);
    return this.#details;
  }
}

/** A rule-made form's English (for this exact form) and a note on what it is. */
function ruleFormDetails(
  entry: Entry,
  [form, via, sure, detail]: RuleForm,
): Pick<FormHit, 'en' | 'note' | 'verb'> {
  if (via === 'plural') return { en: englishPlural(entry.en[0]!), note: `plural of ${entry.rw}` };
  if (via === 'agreement') {
    return { en: entry.en[0]!, note: `${entry.rw} agreeing with a class ${detail as number} noun` };
  }
  const [tense, negative, person, nounClass, beforeObject] = detail as Exclude<DerivedForm[5], number | null>;
  const verb: VerbForm = {
    tense,
    negative: negative === 1,
    person,
    form,
    sure: sure === 1,
    ...(beforeObject === 1 && { beforeObject: true }),
    ...(nounClass !== null && { nounClass }),
  };
  return {
    en: personGloss(verb, entry.en[0]!),
    note: `${tense}${verb.negative ? ' negative' : ''}${verb.beforeObject ? ' (before an object)' : ''}${nounClass !== null ? ` with a class ${nounClass} subject` : ''} of ${entry.rw}`,
    verb,
  };
}

/** In ModelIndex.rw: the item's own spelling (its lemma or phrase), unsure or sure. */
const OWN_FORM = -1;
const OWN_FORM_SURE = -2;

/**
 * The items, in the order the index refers to them: lexicon entries, phrases, then the CLDR calendar words
 * (months, weekdays, yesterday/today/tomorrow) that fill gaps the lexicon leaves — those `calendar` names, or
 * else those whose spelling no other item has.
 */
function modelItems(content: Content, calendar?: ReadonlySet<string>) {
  const entries: Entry[] = content.lexicon.flatMap((file) =>
    file.entries.map((entry) => ({ ...entry, category: file.category })),
  );
  const phrases: PhraseItem[] = content.phrases.flatMap((file) =>
    file.entries.map((phrase) => ({ ...phrase, situation: file.situation, situationTitle: file.title })),
  );
  const items: Item[] = [
    ...entries.map(
      (entry): Item => ({
        key: `entry:${entry.id}`,
        kind: 'entry',
        rw: entry.rw,
        en: entry.en,
        category: entry.category,
        difficulty: entry.difficulty,
        reviewed: entry.status === 'reviewed',
        entry,
      }),
    ),
    ...phrases.map(
      (phrase): Item => ({
        key: `phrase:${phrase.id}`,
        kind: 'phrase',
        rw: phrase.rw,
        en: [phrase.en],
        category: phrase.situation,
        difficulty: phrase.difficulty,
        reviewed: phrase.status === 'reviewed',
        phrase,
      }),
    ),
  ];
  const known = calendar ? undefined : new Set(items.map((item) => matchKey(item.rw)));
  for (const word of content.calendar ?? []) {
    const key = `cldr:${word.category}-${word.key}`;
    const kept = known
      ? ['month', 'day', 'relative'].includes(word.category) && !known.has(matchKey(word.rw))
      : calendar!.has(key);
    if (!kept) continue;
    items.push({
      key,
      kind: 'calendar',
      rw: word.rw,
      en: [word.en],
      category: 'calendar',
      difficulty: 'beginner',
      reviewed: true,
    });
  }
  return { entries, phrases, items };
}

/** The index of the items: every form and gloss normalised, the rules run, each list sorted. */
export function modelIndex(content: Content, evidence: Evidence): ModelIndex {
  const { items } = modelItems(content);
  type FormRef = { item: Item; via: FormHit['via']; ref: number };
  const rw = new Map<string, FormRef[]>();
  const en = new Map<string, (GlossHit & { position: number })[]>();
  const forms: ModelIndex['forms'] = [];
  const derivedByItem = new Map<string, DerivedForm[]>();
  for (const derived of deriveForms(items, evidence)) push(derivedByItem, derived[0], derived);
  items.forEach((item, position) => {
    const ownKey = matchKey(item.rw);
    if (ownKey !== '') {
      const sure = item.reviewed || evidence.has(item.rw);
      push(rw, ownKey, {
        item,
        via: item.kind === 'phrase' ? 'phrase' : 'lemma',
        ref: sure ? OWN_FORM_SURE : OWN_FORM,
      });
    }
    // Phrasebook glosses often hold alternatives: "Good afternoon / Good evening".
    const glosses = item.en.flatMap((gloss) => gloss.split(/\s*[/;]\s*/));
    glosses.forEach((gloss, rank) => {
      const written = matchKey(gloss);
      for (const key of glossKeys(gloss)) push(en, key, { item, rank, derived: key !== written, position });
    });
    for (const [, form, key, via, sure, detail] of derivedByItem.get(item.key) ?? []) {
      push(rw, key, { item, via, ref: forms.length });
      forms.push([form, via, sure, detail]);
    }
  });
  const position = new Map(items.map((item, i) => [item, i]));
  const longestKey = Math.max(1, ...[...rw.keys(), ...en.keys()].map((key) => key.split(' ').length));
  return {
    calendar: items.filter((item) => item.kind === 'calendar').map((item) => item.key),
    forms,
    rw: [...rw].map(([key, refs]) => [
      key,
      refs.sort(formOrder).flatMap(({ item, ref }) => [position.get(item)!, ref]),
    ]),
    en: [...en].map(([key, hits]) => [
      key,
      hits.sort(glossOrder).flatMap((hit) => [hit.position, hit.rank, hit.derived ? 1 : 0]),
    ]),
    longestKey: Math.min(longestKey, 8),
  };
}

/**
 * The index's keys → their hits, each key's hits made on its first read (then kept): a question reads a few
 * dozen of the ~90,000 keys, and making every key's hits up front was most of the model's build (the offline
 * tutor's first answer waited for it). Reads as the map made up front did, in the same order.
 */
class HitsOnDemand<V> extends Map<string, V[]> {
  private readonly refs: Map<string, number[]>;
  private readonly make: (refs: number[]) => V[];

  constructor(refs: Iterable<readonly [string, number[]]>, make: (refs: number[]) => V[]) {
    super();
    this.refs = new Map(refs);
    this.make = make;
  }

  override get(key: string): V[] | undefined {
    let hits = super.get(key);
    if (hits === undefined) {
      const refs = this.refs.get(key);
      if (refs === undefined) return undefined;
      hits = this.make(refs);
      super.set(key, hits);
    }
    return hits;
  }

  override has(key: string): boolean {
    return this.refs.has(key);
  }

  override get size(): number {
    return this.refs.size;
  }

  override keys(): MapIterator<string> {
    return this.refs.keys();
  }

  override *values(): MapIterator<V[]> {
    for (const key of this.refs.keys()) yield this.get(key)!;
  }

  override *entries(): MapIterator<[string, V[]]> {
    for (const key of this.refs.keys()) yield [key, this.get(key)!];
  }

  override [Symbol.iterator](): MapIterator<[string, V[]]> {
    return this.entries();
  }

  override forEach(
    callback: (value: V[], key: string, map: Map<string, V[]>) => void,
    thisArg?: unknown,
  ): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  override set(): this {
    throw new Error('the model is read-only');
  }

  override delete(): boolean {
    throw new Error('the model is read-only');
  }

  override clear(): void {
    throw new Error('the model is read-only');
  }
}

/** The model: from the prebuilt index when the content carries one, else indexed here. */
export function buildModel(
  content: Content,
  evidence: Evidence = content.evidence ?? buildEvidence(content),
  index: ModelIndex = content.index ?? modelIndex(content, evidence),
): Model {
  const { entries, phrases, items } = modelItems(content, new Set(index.calendar));
  const forms = () => index.forms;
  const rw = new HitsOnDemand<FormHit>(index.rw, (refs) => {
    const hits: FormHit[] = [];
    for (let i = 0; i < refs.length; i += 2) {
      const item = items[refs[i]!]!;
      const ref = refs[i + 1]!;
      hits.push(
        ref < 0
          ? {
              item,
              form: item.rw,
              via: item.kind === 'phrase' ? 'phrase' : 'lemma',
              sure: ref === OWN_FORM_SURE,
            }
          : new RuleFormHit(item, forms, ref),
      );
    }
    return hits;
  });
  const en = new HitsOnDemand<GlossHit>(index.en, (refs) => {
    const hits: GlossHit[] = [];
    for (let i = 0; i < refs.length; i += 3)
      hits.push({ item: items[refs[i]!]!, rank: refs[i + 1]!, derived: refs[i + 2] === 1 });
    return hits;
  });
  const categories = new Map<string, Entry[]>();
  for (const entry of entries) push(categories, entry.category, entry);

  // The typo-tolerant index is built on the first question that needs it (a third of the model's build time),
  // not at start-up.
  let search: MiniSearch<SearchDoc> | undefined;
  const buildSearch = () => {
    const index = new TypoSearch<SearchDoc>({
      fields: ['rw', 'en'],
      storeFields: [],
      processTerm: (term) => matchKey(term) || null,
      searchOptions: { fuzzy: 0.2, prefix: true },
    });
    index.addAll(items.map((item) => ({ id: item.key, rw: item.rw, en: item.en.join(' ; ') })));
    return index;
  };

  return {
    items,
    itemByKey: new Map(items.map((item) => [item.key, item])),
    entries,
    entryById: new Map(entries.map((entry) => [entry.id, entry])),
    phrases,
    rw,
    en,
    categories,
    get search() {
      search ??= buildSearch();
      return search;
    },
    longestKey: index.longestKey,
    evidence,
    numberWords: numberWordIndex(),
  };
}

/** Every form the model holds, for the attestation report (confidence.ts). */
export function modelForms(model: Model): { form: string; via: string; sure: boolean; reviewed: boolean }[] {
  return [...model.rw.values()].flatMap((hits) =>
    hits.map((hit) => ({ form: hit.form, via: hit.via, sure: hit.sure, reviewed: hit.item.reviewed })),
  );
}

/**
 * The Kinyarwanda number at `start` of the tokens, read with the index: the longest group it knows (magana
 * atatu), then more groups joined by na or n' as long as each is smaller than the last (ijana na
 * makumyabiri → 120). The chat's "what does … mean" and translation read numbers with this one reader.
 */
export function readNumberAt(
  index: ReadonlyMap<string, number>,
  tokens: readonly string[],
  start: number,
): { value: number; length: number } | null {
  let total = 0;
  let last = Number.POSITIVE_INFINITY;
  let i = start;
  while (i < tokens.length) {
    let j = i;
    let first = tokens[j]!;
    if (i > start) {
      if (matchKey(first) === 'na') first = tokens[++j] ?? '';
      else if (/^n['’]/.test(first)) first = first.slice(2);
      else break;
    }
    let group: { value: number; length: number } | null = null;
    for (let n = Math.min(4, tokens.length - j); n >= 1 && !group; n--) {
      const value = index.get(matchKey([first, ...tokens.slice(j + 1, j + n)].join(' ')));
      if (value !== undefined) group = { value, length: n };
    }
    if (!group || group.value >= last) break;
    total += group.value;
    last = group.value;
    i = j + group.length;
  }
  return i === start ? null : { value: total, length: i - start };
}

/** The whole text as a Kinyarwanda number (readNumberAt), or undefined. */
export function readNumberWords(index: ReadonlyMap<string, number>, text: string): number | undefined {
  const tokens = text.trim().split(/\s+/);
  const read = readNumberAt(index, tokens, 0);
  return read && read.length === tokens.length ? read.value : undefined;
}

/** Kinyarwanda number words (counting forms) → value, for "what does makumyabiri mean". */
export function numberWordIndex(): Map<string, number> {
  const index = new Map<string, number>();
  const values = [
    ...Array.from({ length: 101 }, (_, i) => i),
    ...Array.from({ length: 9 }, (_, i) => (i + 2) * 100),
    ...Array.from({ length: 10 }, (_, i) => (i + 1) * 1000),
    1_000_000,
  ];
  for (const value of values) index.set(matchKey(numberToKinyarwanda(value).words), value);
  return index;
}
