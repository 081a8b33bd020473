// What a learner is asking, from the many ways people type it: "how do you say cow", "hw do i say cow in
// kinyarwnda", "whats the word for cow", "cow in kinyarwanda", "what does inka mean", "inka meaning"…
// The question is first made canonical (contractions, common typos of the frame words, polite lead-ins and
// "in Kinyarwanda" tails removed), then read against patterns. It returns every reading that fits, most
// specific first; the answerer takes the first one the content can actually answer.

import { expandContractions } from './contractions.ts';
import type { Tense } from './morphology.ts';
import { editDistance, normalize } from './normalize.ts';

export type SmallTalk =
  | 'hello'
  | 'morning'
  | 'evening'
  | 'night'
  | 'how-are-you'
  | 'thanks'
  | 'bye'
  | 'name'
  | 'help';

export type Intent =
  | { kind: 'small-talk'; topic: SmallTalk }
  | { kind: 'quiz'; subject: string }
  | { kind: 'conjugate'; subject: string; tense?: Tense; negative?: boolean }
  | { kind: 'plural'; subject: string; asks: 'plural' | 'class' | 'singular' }
  | { kind: 'pronounce'; subject: string }
  | { kind: 'meaning'; subject: string }
  | { kind: 'how-to-say'; subject: string }
  | { kind: 'count'; upTo: string }
  | { kind: 'topic'; subject: string }
  /** "how do I introduce myself": something to do, answered with a phrasebook situation's phrases. */
  | { kind: 'situation'; activity: string }
  | { kind: 'grammar'; text: string }
  /** "how do I answer amakuru?": the usual reply to a greeting or question. */
  | { kind: 'reply'; subject: string }
  /** "the difference between mwaramutse and mwiriwe": both, side by side. */
  | { kind: 'compare'; a: string; b: string }
  /** "is it umwana or umwaana?": which of two spellings is the word. */
  | { kind: 'spelling'; a: string; b: string }
  /** A bare word or phrase, or "what is X": either language. */
  | { kind: 'lookup'; subject: string };

export interface ReadQuestion {
  /** The canonical text the patterns read. */
  text: string;
  intents: Intent[];
}

/** Learners' shorthand and typos of the frame words (the English contractions are in contractions.ts). */
const SHORTHAND: [RegExp, string][] = [
  [/\b(what|wat|wht|waht|whta)(?:'s|s| s)\b/g, 'what is'],
  [/\b(wat|wht|waht|whta)\b/g, 'what'],
  [/\bhow(?:'s|s)\b/g, 'how is'],
  [/\bwanna\b/g, 'want to'],
  // "i'd like", "i'd love": would, not had.
  [/\bi'?d (like|love|prefer)\b/g, 'i would $1'],
  [/\bgimme\b/g, 'give me'],
  // Politeness, not the subject: "how do you say cow please" — but "how do you say please" asks for it.
  [/(?<!\b(?:say|for|is|translate|of|does|word) )\b(?:plz|pls|please|pleas|kindly)\b(?! mean)/g, ''],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\br\b/g, 'are'],
  [/\b(?:hw|hwo|hiw|hoe)\b/g, 'how'],
  [/\b(?:sya|sai|sey)\b/g, 'say'],
  [/\b(?:yu|yuo|yoy|yo)\b(?= (?:say|pronounce|call|write|spell|conjugate|count))/g, 'you'],
  [/\b(?:dose|deos|dos|doe)\b/g, 'does'],
  [/\b(?:mena|meen|maen|mea)\b/g, 'mean'],
  [/\bteh\b/g, 'the'],
  [/\b(?:colors?)\b/g, 'colours'],
];

/** Frame words whose typos are corrected (only when the typo is not itself a word the content knows). */
const KEYWORDS = [
  'pronounce',
  'pronunciation',
  'pronounced',
  'kinyarwanda',
  'conjugate',
  'conjugation',
  'translate',
  'translation',
  'meaning',
  'plural',
  'english',
  'vocabulary',
];

const LANGUAGE = `(?:ikinyarwanda|kinyarwanda|kinya|rwandan|rwanda language|rwandese|the rwandan language|rwanda)`;
const TAIL_RW = new RegExp(String.raw`\s+(?:in|into|to|for|on) (?:the )?${LANGUAGE}(?: language)?$`);
const TAIL_EN = /\s+(?:in|into|to) english$/;

const LEAD_INS = [
  /^(?:(?:hey|hi|hello) there|hey|hi|hiya|hello|ok|okay|so|and|um|uh|hmm|well|yo|lol|haha+|excuse me|sorry)[, ]+(?=\S+ \S+ \S+)/,
  // Thanks or a greeting of the time of day before a question ("Thanks! How do I say…", "Good morning, can
  // you…"): only before a question's first word, so "good morning my friend" stays a phrase.
  /^(?:thanks|thank you|thx|cheers|good (?:morning|afternoon|evening|day)|greetings|hello there|hi there)[, ]+(?=(?:how|what|can|could|would|will|is|are|do|does|where|when|why|which|who|teach|tell|show|translate|please) )/,
  // A second greeting or filler after the first ("hi, lol, how do…").
  /^(?:lol|haha+|ok|okay|so|um|uh)[, ]+(?=\S+ \S+ \S+)/,
  /^(?:can|could|would|will) you (?:please )?(?:tell|show|teach) me /,
  /^(?:can|could) you /,
  /^(?:tell|show) me (?=how|what|the|which)/,
  // "teach me the word for water", "give me the Kinyarwanda word for tree": what follows is the question.
  new RegExp(
    `^(?:please )?(?:teach|tell|show|give|help) me (?=(?:the |a )?(?:${LANGUAGE} )?(?:word|term|phrase|translation|name)s? (?:for|of) )`,
  ),
  /^(?:i (?:want|would like|wanna|need) to know|i wonder|i was wondering|do you know) /,
  /^(?:i (?:want|would like|need) to (?:learn|know) )(?=how|what)/,
];

/** "learning" → learn, "cows" → cow: the forms a known word may take in a question. */
function knownForm(token: string, isKnown: (word: string) => boolean): boolean {
  return [
    token,
    token.replace(/ing$/, ''),
    token.replace(/ing$/, 'e'),
    token.replace(/e?s$/, ''),
    token.replace(/e?d$/, ''),
  ].some((form) => form.length > 1 && isKnown(form));
}

function fixTypos(text: string, isKnown: (word: string) => boolean): string {
  return text
    .split(' ')
    .map((token) => {
      if (token.length < 6 || KEYWORDS.includes(token) || knownForm(token, isKnown)) return token;
      let best: string | undefined;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const keyword of KEYWORDS) {
        // Two slips only in long words (kinyarwanda, pronunciation); one elsewhere, so "learning" stays.
        const limit = keyword.length >= 10 ? 2 : 1;
        const distance = editDistance(token, keyword, limit);
        if (distance <= limit && distance < bestDistance) {
          best = keyword;
          bestDistance = distance;
        }
      }
      return best ?? token;
    })
    .join(' ');
}

/** Question → canonical text: lower case, no end punctuation, no quotes, contractions and typos fixed. */
export function canonical(question: string, isKnown: (word: string) => boolean = () => false): string {
  let text = normalize(question)
    .replace(/[?!.,;:]+(\s|$)/g, ' ')
    .replace(/(^|\s)["“”'«»]+|["“”'«»]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  text = expandContractions(text);
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  text = fixTypos(text.replace(/\s+/g, ' ').trim(), isKnown);
  for (const lead of LEAD_INS) text = text.replace(lead, '');
  // Fillers after the question ("… lol", "… :)"), and "teach me how to count" asked as "how do i count".
  text = text
    .replace(/(?<=\S)\s+(?:lol|haha+|lmao|xd|:\)|:d|\))$/, '')
    .replace(/^(?:teach me|show me|tell me) (?:how )?to (?=\S)/, 'how do i ')
    .replace(/^i (?:want|would like|need) to (?!(?:know|learn|say) )(?=\S)/, 'how do i ')
    .replace(DONE_TO_YOU, (_, doing: string) => `to ${SAID_BY_DOING.get(doing)}`);
  return text.trim();
}

/** "the word cow", "a cow", "'to eat'" → the thing itself. */
export function cleanSubject(subject: string): string {
  return subject
    .replace(/^(?:the |a |an )?(?:word|phrase|term|expression|sentence|verb|noun|adjective)s? /, '')
    .replace(/^(?:the|a|an) (?=\S)/, '')
    .replace(/^["“”']+|["“”']+$/g, '')
    .replace(/\s+(?:word|phrase)$/, '')
    .trim();
}

const HOW_SUBJECT = `(?:i|you|we|one|they|people|rwandans|someone|u)`;
const HOW_AUX = `(?:do|does|did|would|could|can|should|will|to|is|are)`;

const HOW_TO_SAY = new RegExp(
  `^(?:how (?:${HOW_AUX} )?(?:${HOW_SUBJECT} )?(?:say|said|call|write|express|tell someone)` +
    `|how to (?:say|call|write)|(?:can you )?say` +
    `|what (?:is|are) (?:the )?(?:${LANGUAGE} |right |correct )?(?:word|term|name|translation|phrase|expression)s? (?:for|of)` +
    `|(?:the )?(?:${LANGUAGE} )?(?:word|term|translation|phrase)s? (?:for|of)` +
    String.raw`|what do (?:you|they|rwandans|people|we) call|translate|(?:the )?${LANGUAGE} (?:word )?for|what is (?:the )?${LANGUAGE} (?:word |term )?for)\s+(.+)$`,
);
const MEANING = [
  /^what (?:does|do|did|is|would) (.+?) (?:mean|means|meaning|stand for)(?: in english)?$/,
  /^(?:what is |tell me )?(?:the )?(?:meaning|definition|translation) (?:of|for) (.+)$/,
  /^(?:define|explain the word) (.+)$/,
  // An embedded question: "tell me what umusozi means", "i want to know what inka means".
  /^what (?!(?:does|do|did|is|would) )(.+?) (?:means|mean|stands for)$/,
  /^(.+?) (?:meaning|means|mean|definition)$/,
  /^(?:what is |translate )(.+?) in english$/,
  /^(?:what is )?(?:the )?english (?:word |term )?for (.+)$/,
];
const PRONOUNCE = [
  /^how (?:is|are|does|do|do you|would you|should i) (.+?) (?:pronounced|said out loud|said aloud|sound|spoken)$/,
  // "how do i say umugore out loud", "say inka properly"
  new RegExp(
    `^(?:how (?:${HOW_AUX} )?(?:${HOW_SUBJECT} )?)?(?:say|pronounce|read) (.+?) (?:out loud|aloud|correctly|properly|right|slowly|clearly|again|syllable by syllable)$`,
  ),
  new RegExp(
    String.raw`^(?:how (?:${HOW_AUX} )?(?:${HOW_SUBJECT} )?(?:pronounce|sound out|spell)|pronounce|(?:the )?pronunciation (?:of|for)|help me (?:pronounce|say)|say out loud)\s+(.+)$`,
  ),
  /^(.+?) pronunciation$/,
  // Asked to hear it: "say muraho for me", "play the audio for yego", "audio of murakoze", "let me hear inka".
  /^(?:please )?(?:say|speak|read|pronounce) (.+?) (?:for|to) (?:me|us)$/,
  /^(?:please )?(?:play|replay)(?: me| us)? (?:the |an? )?(?:audio|sound|recording|pronunciation|word)(?: of| for)? (.+)$/,
  /^(?:please )?(?:play|replay) (\S+)$/,
  /^(?:the )?(?:audio|sound|recording|voice recording|pronunciation audio) (?:of|for) (.+)$/,
  /^(?:let me |i want to |can i |i would like to )?(?:hear|listen to)(?: how)?(?: the word)? (.+?)(?: sounds?| is said| said)?$/,
];
const PLURAL = [
  /(?:^|\s)(?:the )?plurals? (?:form )?(?:of|for) (.+)$/,
  /^(?:how (?:do|would) (?:i|you) say )?more than one (.+)$/,
  /^(.+?) (?:in (?:the )?)?plural(?: form)?$/,
];
const SINGULAR = [
  /(?:^|\s)(?:the )?singulars? (?:form )?(?:of|for) (.+)$/,
  /^(.+?) (?:in (?:the )?)?singular(?: form)?$/,
];
const NOUN_CLASS = [
  /(?:^|\s)(?:noun )?class (?:of|for) (.+)$/,
  /^(?:what|which) (?:noun )?class (?:is|does|do) (.+?)(?: belong to| in| belong in)?$/,
  /^(?:what|which) is the (?:noun )?class of (.+)$/,
  /^(.+?) noun class$/,
];
// "conjugate kuvuga in the past tense" reads the tense first; the plain pattern after it takes the rest.
const CONJUGATE_IN_TENSE =
  /conjugat\w* (?:of |for )?(?:the verb )?(.+?) in (?:the )?(past|present|future)(?: tense)?$/;
const CONJUGATE = /conjugat\w* (?:of |for )?(?:the verb )?(.+)$/;
const TENSE_OF =
  /^(?:what is |give me |show me )?(?:the )?(past|present|future|negative)(?: tense| form)? (?:of|for) (.+)$/;
const VERB_IN_TENSE = /^(.+?) in (?:the )?(past|present|future)(?: tense)?$/;
const QUIZ = [
  /^(?:quiz|test|drill|examine) me(?: (?:on|about|with) (.+))?$/,
  /^(?:give me|can i (?:have|take|do|get)|i want|i would like|start|let us do|let us have|take|do) (?:a |an |another )?(?:quick )?(?:quiz|test)(?: (?:on|about|with) (.+))?$/,
  /^(?:quiz|test|practice|practise|let us practice|let us practise)(?: me)?(?: (?:on|about) (.+))?$/,
];
const COMPARE = [
  /^(?:what is |what are |explain |tell me )?(?:the )?differences? between (.+?) and (.+)$/,
  /^(?:how (?:is|does|do) )?(.+?) (?:differ|different) from (.+)$/,
  /^(?:is|are) (.+?) (?:the same as|different from|like) (.+)$/,
  /^when (?:do|should|would|can) (?:i|you|we|one) (?:use|say) (.+?) (?:and|or|vs|versus) (?:when )?(.+)$/,
  /^(.+?) (?:vs|versus) (.+)$/,
];
const REPLY = [
  new RegExp(
    `^(?:how (?:${HOW_AUX} )?(?:${HOW_SUBJECT} )?|what (?:do|should|can|would) (?:i|you|we|one) (?:say )?)` +
      '(?:answer|reply|respond|say back|reply back|answer back)(?: to| when (?:someone|somebody|people|they) says?)? (.+)$',
  ),
  /^what (?:is|are) (?:the |a |a good |the right |the usual |the correct )?(?:reply|answer|response|respond)s? (?:to|for) (.+)$/,
  /^what (?:do|should|can|would|could) (?:i|you|we|one) say (?:back )?(?:to|after|when (?:someone|somebody|people|they) says?) (.+)$/,
  /^(?:reply|answer|respond) to (.+)$/,
];
/** Which of two spellings is right: "is it umwana or umwaana", "umwana or umwaana which is correct". */
const SPELLING = [
  /^(?:is it|which is (?:right|correct)|which one is (?:right|correct)|which spelling is (?:right|correct)|do (?:i|you) (?:write|spell|say)(?: it)?) (\S+) or (\S+)$/,
  /^(\S+) or (\S+)(?: which (?:one )?is (?:right|correct)| which spelling)$/,
];
/** How a word is used or shown in use: its entry (notes and example) answers. */
const USAGE = [
  /^(?:when|how|where) (?:do|should|can|would|could|does|did|may) (?:i |you |we |one |people |rwandans |someone )?use (.+?)(?: correctly| properly)?$/,
  /^(?:when|how) (?:is|are) (.+?) used$/,
  /^(?:give me |show me |write |make |i want |i would like )?(?:an? |some |another )?(?:examples?|example sentences?|sentences?) (?:with|using|for|of|containing|that uses?) (.+)$/,
  /^(?:how (?:do|would|can|should) (?:i|you|we) )?(?:use|put) (.+?) in (?:a|one) sentence$/,
  /^(.+?) in (?:a|one) sentence$/,
];
/**
 * What someone does to you, as what they say ("when someone thanks me" is a reply to "thank you"): the
 * reply readings then take it ("what do I say when someone thanks me" → the reply to "thank you").
 */
const SAID_BY_DOING = new Map([
  ['thanks', 'thank you'],
  ['thank', 'thank you'],
  ['greets', 'hello'],
  ['greet', 'hello'],
  ['welcomes', 'welcome'],
  ['welcome', 'welcome'],
  ['apologises to', 'sorry'],
  ['apologizes to', 'sorry'],
  ['says sorry to', 'sorry'],
  ['say sorry to', 'sorry'],
  ['says hello to', 'hello'],
  ['say hello to', 'hello'],
  ['says goodbye to', 'goodbye'],
  ['say goodbye to', 'goodbye'],
  ['says bye to', 'goodbye'],
]);
const DONE_TO_YOU = new RegExp(
  String.raw`\b(?:when|if|after) (?:someone|somebody|people|a person|they|he|she|a friend|my friend|an elder) (${[...SAID_BY_DOING.keys()].join('|')}) (?:me|you|us)$`,
);
/** "what should I say when I meet someone": what to say in a situation (a phrasebook situation's `asked`). */
const SAY_WHEN =
  /^what (?:do|should|can|would|could|must) (?:i|you|we|one) say (?:when|if|as|before|after) (?:i|you|we|one) (.+)$/;
const COUNT = /^(?:how (?:do|can) (?:i|you|we) )?count(?:(?: (?:to|up to|from (?:1|one) to|until))? (.+))?$/;
/** Something to do, after "how do I": "introduce myself", "ask for directions" (answers/situation.ts). */
const ACTIVITY =
  /^how (?:do|can|should|would|could|will|to) (?!(?:i |we |one |you )?(?:say|pronounce|write|spell|count|call) )(?:i |we |one |you )?(.+)$/;
const TOPIC = [
  /^(?:teach me|show me|list|give me|tell me|learn|i want to learn|let us learn|what are|some|list of|list some|more)(?: (?:some|the|common|basic|useful|a few|a list of|more))? (.+)$/,
  /^(?:words|vocabulary|names) (?:for|about|of|related to) (.+)$/,
  /^(.+?) (?:words|vocabulary|vocab|names|list)$/,
];

const SMALL_TALK: [RegExp, SmallTalk][] = [
  [/^(?:good ?morning|morning|mwaramutse|waramutse)(?: \w+)?$/, 'morning'],
  [/^(?:good ?(?:afternoon|evening)|evening|mwiriwe|wiriwe)(?: \w+)?$/, 'evening'],
  [/^(?:good ?night|night night|nighty night)(?: \w+)?$/, 'night'],
  [
    /^(?:hello|hi|hey|hiya|helo|hallo|hullo|howdy|greetings|yo|good day|muraho|bite|hi there|hey there)(?: \w+)?$/,
    'hello',
  ],
  [
    /^(?:how are you(?: doing| today)?|how is it going|how are things|how do you do|what is up|sup|amakuru|amakuru yawe|amakuru yanyu|are you (?:ok|well))$/,
    'how-are-you',
  ],
  [/^(?:thanks|thank you|thank you so much|thanks a lot|thx|ty|cheers|murakoze|urakoze)(?: \w+)?$/, 'thanks'],
  [
    /^(?:bye|goodbye|good bye|bye bye|see you|see you later|see ya|later|ciao|murabeho|tuzongera)(?: \w+)?$/,
    'bye',
  ],
  [/^(?:what is your name|who are you|your name|what are you|witwa nde)$/, 'name'],
  [/^(?:help|what can you do|what can i ask|what do you do|how does this work|menu|start)$/, 'help'],
];

/**
 * An indirect question to ask someone, as it is asked directly: "ask someone where they are from" → "where
 * are you from", "ask what time it is" → "what time is it", "ask someone what their name is" → "what is your
 * name". Null for anything else.
 */
export function directQuestion(activity: string): string | null {
  // "ask someone their name", "ask her age": what is your name, how old are you.
  const owned = activity.match(
    /^ask (?:(?:someone|somebody|a person|people|him|her|them|a friend|an elder)(?: for)? (?:their|his|her)|(?:for )?(?:someone|somebody|a person|a friend|an elder)'s) (name|age|phone number|number|address|job|nationality)$/,
  );
  if (owned) return owned[1] === 'age' ? 'how old are you' : `what is your ${owned[1]}`;
  const match = activity.match(
    /^ask (?:someone |somebody |a person |people |him |her |them |a friend |an elder )?((?:what|where|how|who|when|why|which|whose)(?: (?:much|many|time|kind of|day))?(?: \w+)??) (they|he|she|it|someone|their \w+|his \w+|her \w+) (is|are|was|were)(?: (.+))?$/,
  );
  if (!match) return null;
  const [, wh, who, verb, rest] = match as unknown as [string, string, string, string, string | undefined];
  const subject =
    who === 'it'
      ? 'it'
      : who.replace(/^(?:their|his|her) /, 'your ').replace(/^(?:they|he|she|someone)$/, 'you');
  const be = subject === 'you' ? (/was|were/.test(verb) ? 'were' : 'are') : verb;
  return [wh, be, subject, rest].filter(Boolean).join(' ');
}

/**
 * An order to give, as the order itself: "tell someone to sit down" → "sit down!", "tell a group to sit down"
 * → "sit down (plural)" (the form to several people, which is also the polite one). Null for anything else.
 */
export function orderFor(activity: string): string | null {
  const match = activity.match(
    /^(?:tell|ask) (someone|somebody|a person|a friend|a child|him|her|my friend|a group|several people|people|them|everyone|everybody|the class|the children|guests|an elder|elders|my teacher)(?: politely)? to (.+)$/,
  );
  if (!match) return null;
  const several = !/^(?:someone|somebody|a person|a friend|a child|him|her|my friend)$/.test(match[1]!);
  return several || / politely /.test(activity) ? `${match[2]} (plural)` : `${match[2]}!`;
}

/** A phrase captured by a pattern, as the thing asked about: without "in Kinyarwanda", "the word", quotes. */
const subjectOf = (raw: string | undefined) =>
  cleanSubject((raw ?? '').replace(TAIL_RW, '').replace(TAIL_EN, ''));

/** A conjugation asked for, with its tense when one is named ("negative" asks for the negative). */
function conjugation(verb: string | undefined, tenseWord?: string): Intent {
  const intent: Intent = { kind: 'conjugate', subject: subjectOf(verb).replace(/^to /, '') };
  if (tenseWord === 'negative') intent.negative = true;
  else if (tenseWord) intent.tense = tenseWord as Tense;
  return intent;
}

/** Matches any question: a reading every question gets. */
const ANY = /(?:)/;

/**
 * One way to read a question: its patterns, each tried on the canonical question (`bare`: on the question
 * without its "in Kinyarwanda" tail), and the intents a match means (`text` is the whole canonical question).
 */
interface Reading {
  patterns: readonly RegExp[];
  bare?: boolean;
  read(match: RegExpMatchArray, text: string): Intent[];
}

/**
 * The readings, most specific first: every pattern that matches adds its intents in this order, and the
 * answerer takes the first intent the content can answer. A new kind of question is one row here and its
 * handler in answers/.
 */
const READINGS: readonly Reading[] = [
  ...SMALL_TALK.map(
    ([pattern, topic]): Reading => ({ patterns: [pattern], read: () => [{ kind: 'small-talk', topic }] }),
  ),
  { patterns: REPLY, read: (m) => [{ kind: 'reply', subject: subjectOf(m[1]) }] },
  { patterns: QUIZ, read: (m) => [{ kind: 'quiz', subject: subjectOf(m[1]) }] },
  { patterns: COMPARE, read: (m) => [{ kind: 'compare', a: subjectOf(m[1]), b: subjectOf(m[2]) }] },
  { patterns: SPELLING, read: (m) => [{ kind: 'spelling', a: subjectOf(m[1]), b: subjectOf(m[2]) }] },
  { patterns: [CONJUGATE_IN_TENSE], read: (m) => [conjugation(m[1], m[2])] },
  { patterns: [CONJUGATE], read: (m) => [conjugation(m[1])] },
  { patterns: [TENSE_OF], read: (m) => [conjugation(m[2], m[1])] },
  { patterns: [VERB_IN_TENSE], read: (m) => [conjugation(m[1], m[2])] },
  { patterns: PLURAL, read: (m) => [{ kind: 'plural', subject: subjectOf(m[1]), asks: 'plural' }] },
  { patterns: SINGULAR, read: (m) => [{ kind: 'plural', subject: subjectOf(m[1]), asks: 'singular' }] },
  { patterns: NOUN_CLASS, read: (m) => [{ kind: 'plural', subject: subjectOf(m[1]), asks: 'class' }] },
  { patterns: PRONOUNCE, read: (m) => [{ kind: 'pronounce', subject: subjectOf(m[1]) }] },
  { patterns: MEANING, read: (m) => [{ kind: 'meaning', subject: subjectOf(m[1]) }] },
  { patterns: USAGE, read: (m) => [{ kind: 'lookup', subject: subjectOf(m[1]) }] },
  { patterns: [SAY_WHEN], read: (m) => [{ kind: 'situation', activity: subjectOf(m[1]) }] },
  { patterns: [COUNT], read: (m) => [{ kind: 'count', upTo: m[1] ? subjectOf(m[1]) : '10' }] },
  {
    patterns: [ACTIVITY],
    read: (m) => {
      const activity = subjectOf(m[1]);
      // "how do I ask someone where they are from": the question itself, asked directly ("where are you
      // from"); "how do I tell someone to sit down": the order itself, to one person or to several.
      const said = [directQuestion(activity), orderFor(activity)].filter((it): it is string => it !== null);
      return [
        { kind: 'situation', activity },
        ...said.map((subject): Intent => ({ kind: 'how-to-say', subject })),
      ];
    },
  },
  // "words for animals" asks for a topic list before a single word.
  {
    patterns: [/^(?:the )?(?:words|vocabulary|vocab) (?:for|about|of|related to) (.+)$/],
    read: (m) => [{ kind: 'topic', subject: subjectOf(m[1]) }],
  },
  // "how much is 500 in kinyarwanda", "what is 1,250": a number asked for, not the phrase "how much is it".
  {
    patterns: [/^(?:how (?:much|many) is|what is|what number is|write) (?:the number )?(\d[\d,. ]*)$/],
    bare: true,
    read: (m) => [{ kind: 'how-to-say', subject: m[1]!.trim() }],
  },
  // "what are the colours in kinyarwanda": a list of a topic's words (the answerer tries the topic, then the word).
  {
    patterns: [/^what are (?:the |some |all the )?(.+)$/],
    bare: true,
    read: (m) => [{ kind: 'topic', subject: cleanSubject(m[1]!) }],
  },
  { patterns: [HOW_TO_SAY], read: (m) => [{ kind: 'how-to-say', subject: subjectOf(m[1]) }] },
  // "cow in kinyarwanda", "what is cow in kinyarwanda": what comes before the tail.
  {
    patterns: [TAIL_RW],
    read: (_, text) => [
      {
        kind: 'how-to-say',
        subject: cleanSubject(text.replace(TAIL_RW, '').replace(/^(?:what is|what are|what's) /, '')),
      },
    ],
  },
  { patterns: TOPIC, read: (m) => [{ kind: 'topic', subject: subjectOf(m[1]) }] },
  { patterns: [ANY], read: (_, text) => [{ kind: 'grammar', text }] },
  {
    patterns: [/^(?:what|who) (?:is|are) (.+)$/],
    read: (m) => [{ kind: 'lookup', subject: subjectOf(m[1]) }],
  },
  {
    patterns: [ANY],
    read: (_, text) => [
      { kind: 'topic', subject: subjectOf(text) },
      { kind: 'lookup', subject: subjectOf(text) },
    ],
  },
];

/** Whom something is said to, after it: "… to several people", "… to a friend", "… politely". */
export const ADDRESSEE =
  /(?:(?:to|for) (several people|a group|many people|more than one person|everyone|an elder|elders|one person|a friend|a child)|(politely))/;
const ADDRESSEE_ONLY = new RegExp(`^${ADDRESSEE.source}$`);

/** Kinds of intent whose subject is a word or phrase a learner may put in quotes. */
const QUOTABLE = new Set<Intent['kind']>(['how-to-say', 'meaning', 'pronounce', 'lookup']);

/**
 * The words a learner put in quotes, read as the question is (so that they compare with a subject), or null:
 * in 'Could you translate "I am happy" for me?' the subject is "i am happy", not "i am happy for me".
 */
function quoted(question: string, isKnown: (word: string) => boolean): string | null {
  const match =
    question.match(/["“”«»]([^"“”«»]{1,80})["“”«»]/) ??
    question.match(/(?:^|\s)'([^']{1,80})'(?=[\s?!.,;:]|$)/);
  return match ? canonical(match[1]!, isKnown) || null : null;
}

/** Reads a question into the intents it may express, most specific first (READINGS' order). */
export function readQuestion(
  question: string,
  isKnown: (word: string) => boolean = () => false,
): ReadQuestion {
  const text = canonical(question, isKnown);
  const bare = text.replace(TAIL_RW, '');
  const intents: Intent[] = [];
  for (const reading of READINGS) {
    for (const pattern of reading.patterns) {
      const match = (reading.bare ? bare : text).match(pattern);
      if (match) intents.push(...reading.read(match, text));
    }
  }
  // A subject that holds the quoted words and more ("… for me", "… to my mother") is the quoted words.
  const quote = quoted(question, isKnown);
  if (quote) {
    for (const intent of intents) {
      if (!('subject' in intent) || !QUOTABLE.has(intent.kind) || intent.subject === quote) continue;
      const at = ` ${intent.subject} `.indexOf(` ${quote} `);
      // Whom it is said to stays: "sit down" to several people is an order to several.
      const rest = intent.subject.slice(at + quote.length).trim();
      if (at >= 0 && !(at === 0 && ADDRESSEE_ONLY.test(rest))) intent.subject = quote;
    }
  }
  return {
    text,
    intents: intents.filter(
      (intent) =>
        (!('subject' in intent) || intent.subject !== '' || intent.kind === 'quiz') &&
        (intent.kind !== 'situation' || intent.activity !== '') &&
        ((intent.kind !== 'compare' && intent.kind !== 'spelling') || (intent.a !== '' && intent.b !== '')),
    ),
  };
}
