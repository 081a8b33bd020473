// English word forms the tutor needs to gloss Kinyarwanda forms and read English questions: past tense,
// third person, plurals, and the way back from each (children → child, ate → eat).

// Maps, not plain objects: these are keyed by the learner's words ("constructor" is a word, not a method).
const IRREGULAR_PAST = new Map<string, string>(
  Object.entries({
    be: 'was',
    have: 'had',
    do: 'did',
    go: 'went',
    come: 'came',
    eat: 'ate',
    drink: 'drank',
    see: 'saw',
    say: 'said',
    speak: 'spoke',
    tell: 'told',
    write: 'wrote',
    read: 'read',
    know: 'knew',
    think: 'thought',
    buy: 'bought',
    sell: 'sold',
    give: 'gave',
    take: 'took',
    bring: 'brought',
    put: 'put',
    get: 'got',
    make: 'made',
    find: 'found',
    sit: 'sat',
    stand: 'stood',
    sleep: 'slept',
    run: 'ran',
    swim: 'swam',
    sing: 'sang',
    teach: 'taught',
    understand: 'understood',
    forget: 'forgot',
    hear: 'heard',
    leave: 'left',
    meet: 'met',
    pay: 'paid',
    send: 'sent',
    spend: 'spent',
    win: 'won',
    lose: 'lost',
    fall: 'fell',
    feel: 'felt',
    begin: 'began',
    become: 'became',
    build: 'built',
    cut: 'cut',
    wear: 'wore',
    wake: 'woke',
    ride: 'rode',
    drive: 'drove',
    fly: 'flew',
    grow: 'grew',
    throw: 'threw',
    catch: 'caught',
    fight: 'fought',
    hold: 'held',
    keep: 'kept',
    lead: 'led',
    lend: 'lent',
    hide: 'hid',
    bite: 'bit',
    break: 'broke',
    choose: 'chose',
    steal: 'stole',
    shine: 'shone',
    cry: 'cried',
    try: 'tried',
    study: 'studied',
    marry: 'married',
    carry: 'carried',
  }),
);

/** Past form → base form (ate → eat), for reading English questions. */
export const PAST_TO_BASE = new Map([...IRREGULAR_PAST].map(([base, past]) => [past, base]));

/** "work" → "worked", "eat" → "ate", "be able" → "was able": English past of a verb gloss. */
export function pastTense(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const past =
    IRREGULAR_PAST.get(head) ??
    (head.endsWith('e') ? `${head}d` : /[^aeiou]y$/.test(head) ? `${head.slice(0, -1)}ied` : `${head}ed`);
  return [past, ...rest].join(' ');
}

/** Past participles that are not the simple past (eaten, not ate): the rest are (made, built, worked). */
const IRREGULAR_PARTICIPLES = new Map<string, string>(
  Object.entries({
    be: 'been',
    do: 'done',
    go: 'gone',
    come: 'come',
    eat: 'eaten',
    drink: 'drunk',
    see: 'seen',
    speak: 'spoken',
    write: 'written',
    know: 'known',
    give: 'given',
    take: 'taken',
    show: 'shown',
    run: 'run',
    swim: 'swum',
    sing: 'sung',
    forget: 'forgotten',
    begin: 'begun',
    become: 'become',
    wear: 'worn',
    wake: 'woken',
    ride: 'ridden',
    drive: 'driven',
    fly: 'flown',
    grow: 'grown',
    throw: 'thrown',
    hide: 'hidden',
    bite: 'bitten',
    break: 'broken',
    choose: 'chosen',
    steal: 'stolen',
  }),
);

/** "work" → "worked", "give" → "given", "look for" → "looked for": the past participle of a verb gloss. */
export function pastParticiple(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const participle = IRREGULAR_PARTICIPLES.get(head);
  return participle ? [participle, ...rest].join(' ') : pastTense(verb);
}

/**
 * The base forms a past participle may be of: gone → go, lost → lose, finished → finish or finishe (the
 * lexicon says which is a verb); [] for a word that is no participle ("a car", "books").
 */
export function participleBases(word: string): string[] {
  const bases = [...IRREGULAR_PARTICIPLES]
    .filter(([, participle]) => participle === word)
    .map(([base]) => base);
  const past = PAST_TO_BASE.get(word);
  if (past && !IRREGULAR_PARTICIPLES.has(past)) bases.push(past);
  if (word.endsWith('ied')) bases.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('ed')) bases.push(word.slice(0, -2), word.slice(0, -1));
  return bases;
}

const IRREGULAR_ENGLISH_PLURALS = new Map<string, string>(
  Object.entries({
    person: 'people',
    child: 'children',
    man: 'men',
    woman: 'women',
    foot: 'feet',
    tooth: 'teeth',
    mouse: 'mice',
    goose: 'geese',
    wife: 'wives',
    knife: 'knives',
    leaf: 'leaves',
    sheep: 'sheep',
    fish: 'fish',
    cattle: 'cattle',
  }),
);

/** "child" → "children", "cow" → "cows", "hill (small)" → "hills (small)": the plural of a noun gloss. */
export function englishPlural(gloss: string): string {
  const [head = '', ...rest] = gloss.split(' ');
  const plural =
    IRREGULAR_ENGLISH_PLURALS.get(head) ??
    (/(s|sh|ch|x|z)$/.test(head)
      ? `${head}es`
      : /[^aeiou]y$/.test(head)
        ? `${head.slice(0, -1)}ies`
        : `${head}s`);
  return [plural, ...rest].join(' ');
}

/** Plural → singular for the irregular ones (people → person). */
export const IRREGULAR_SINGULARS = new Map(
  [...IRREGULAR_ENGLISH_PLURALS].map(([singular, plural]) => [plural, singular]),
);

/** "work" → "works", "be" → "is": the third person singular present of a verb gloss. */
export function thirdPerson(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const s = /(s|sh|ch|x|o)$/.test(head)
    ? `${head}es`
    : /[^aeiou]y$/.test(head)
      ? `${head.slice(0, -1)}ies`
      : `${head}s`;
  return [head === 'be' ? 'is' : head === 'have' ? 'has' : s, ...rest].join(' ');
}

/**
 * English nouns that take no "a" (uncountable: a mass or an abstract noun), as Kinyarwanda nouns are glossed:
 * "we have water", not "a water". A noun not listed here is taken as countable.
 */
export const UNCOUNTABLE = new Set(
  (
    'water milk meat bread food rice tea coffee sugar salt oil butter cheese beer wine juice soup porridge honey ' +
    'flour money work news information advice help love peace music rain sunshine weather grass fire smoke ' +
    'blood sweat hair furniture luggage homework knowledge health fun time sand mud dust soap medicine ' +
    'electricity traffic equipment jewellery clothing'
  ).split(' '),
);

/** Verbs whose object is meant in general ("I like dogs", "she loves music"): no "a" before it. */
export const GENERIC_OBJECT_VERBS = new Set(['like', 'love', 'hate', 'prefer', 'enjoy']);

/** "learn" → "learning", "come" → "coming", "run" → "running", "lie" → "lying": the -ing form of a verb gloss. */
export function presentParticiple(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const ing = /ie$/.test(head)
    ? `${head.slice(0, -2)}ying`
    : /[^aeiouy]e$/.test(head) && head !== 'be'
      ? `${head.slice(0, -1)}ing`
      : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(head)
        ? `${head}${head.slice(-1)}ing`
        : `${head}ing`;
  return [ing, ...rest].join(' ');
}
