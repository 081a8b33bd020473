// Grammar questions: matched by the topics' own keywords ("noun class", "past tense"), then by a search over
// titles, keywords and summaries. A keyword found whole in the question is a sure match; search alone is not.
import MiniSearch from 'minisearch';
import type { GrammarTopic } from '../content/schema.ts';
import { matchKey } from '../normalize.ts';

export interface GrammarIndex {
  topics: GrammarTopic[];
  /** Keyword match key → topics, longest keywords checked first. */
  keywords: [string, GrammarTopic][];
  readonly search: MiniSearch<{ id: string; title: string; keywords: string; summary: string }>;
}

export function buildGrammarIndex(topics: GrammarTopic[]): GrammarIndex {
  const keywords: [string, GrammarTopic][] = [];
  for (const topic of topics) {
    for (const keyword of [topic.title, ...topic.keywords]) {
      const key = matchKey(keyword);
      if (key !== '') keywords.push([key, topic]);
    }
  }
  keywords.sort((a, b) => b[0].length - a[0].length);
  const build = () => {
    const index = new MiniSearch<{ id: string; title: string; keywords: string; summary: string }>({
      fields: ['title', 'keywords', 'summary'],
      processTerm: (term) => {
        const key = matchKey(term);
        return key.length > 2 ? key : null;
      },
      searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 3, keywords: 2 } },
    });
    index.addAll(
      topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        keywords: topic.keywords.join(' ; '),
        summary: topic.summary,
      })),
    );
    return index;
  };
  // Built on the first question that searches the topics (a question a keyword matches needs no search).
  let search: GrammarIndex['search'] | undefined;
  return {
    topics,
    keywords,
    get search() {
      search ??= build();
      return search;
    },
  };
}

const GRAMMAR_WORDS =
  /\b(grammar|tense|tenses|class|classes|prefix|prefixes|marker|markers|agreement|agree|negative|negation|verb|verbs|noun|nouns|adjective|adjectives|possessive|possessives|demonstrative|demonstratives|locative|locatives|infinitive|infinitives|imperative|imperatives|pronoun|pronouns|plural|plurals|sentence|sentences|question words|word order|conjugat\w*|vowel|vowels|tone|tones|consonant|consonants|time|clock)\b/;

/** The topic a question is about, with how sure the match is, or null. */
export function findGrammarTopic(
  index: GrammarIndex,
  text: string,
): { topic: GrammarTopic; sure: boolean } | null {
  const key = ` ${matchKey(text)} `;
  for (const [keyword, topic] of index.keywords) {
    if (key.includes(` ${keyword} `)) return { topic, sure: true };
  }
  if (!GRAMMAR_WORDS.test(text)) return null;
  const [best] = index.search.search(text, { combineWith: 'OR' });
  if (!best || best.score < 3) return null;
  const topic = index.topics.find((t) => t.id === best.id);
  return topic ? { topic, sure: false } : null;
}
