// "Conjugate X": a verb's forms by tense, person and polarity, the rule-made ones marked.
import { CONFIDENCE } from '../confidence.ts';
import type { Intent } from '../intents.ts';
import { exactEnglish, exactKinyarwanda, fuzzyFind } from '../lookup.ts';
import { conjugate, PERSONS, type Tense } from '../morphology.ts';
import { matchKey } from '../normalize.ts';
import type { TutorAnswer } from '../types.ts';
import { type AnswerContext, CHECK, draftNote, fromItem, make } from './shared.ts';

const TENSE_LABEL: Record<Tense, string> = { present: 'Present', past: 'Past', future: 'Future' };

export function conjugation(
  ctx: AnswerContext,
  intent: Extract<Intent, { kind: 'conjugate' }>,
): TutorAnswer | null {
  const verbHit =
    exactKinyarwanda(ctx.model, intent.subject).find((h) => h.item.entry?.pos === 'verb')?.item ??
    exactEnglish(ctx.model, intent.subject).find((h) => h.item.entry?.pos === 'verb')?.item ??
    ctx.model.items.find(
      (item) => item.entry?.pos === 'verb' && item.entry.stem === matchKey(intent.subject),
    ) ??
    fuzzyFind(ctx, intent.subject)
      .filter((h) => h.similarity >= 0.75 && h.item.entry?.pos === 'verb')
      .map((h) => h.item)[0];
  const entry = verbHit?.entry;
  if (!entry || !verbHit) return null;
  if (!entry.stem) {
    return make({
      response: `"${entry.rw}" (${entry.en[0]}) is a verb, but its stem is not recorded yet, so I can't conjugate it reliably.`,
      type: 'conjugation',
      confidence: CONFIDENCE.verbWithoutStem,
      ...fromItem(verbHit),
    });
  }
  const forms = conjugate(entry.stem, entry.perfective, entry.stative, ctx.model.evidence);
  const tenses: Tense[] = intent.tense ? [intent.tense] : ['present', 'past', 'future'];
  const lines: string[] = [`${entry.rw} (${entry.en[0]}), stem -${entry.stem}:`];
  let unsure = false;
  for (const tense of tenses) {
    for (const negative of intent.negative ? [true] : [false, true]) {
      const row = forms.filter(
        (f) => f.tense === tense && f.negative === negative && !f.beforeObject && !f.habitual,
      );
      if (row.length === 0) continue;
      unsure ||= row.some((f) => !f.sure);
      const cells = row.map((f) => {
        const person = PERSONS.find((p) => p.key === f.person)!.en.replace(
          / \(.*\)$/,
          f.person === '2pl' ? ' all' : '',
        );
        return `${f.form}${f.sure ? '' : '*'} (${person})`;
      });
      lines.push(`${TENSE_LABEL[tense]}${negative ? ' negative' : ''}: ${cells.join(', ')}`);
    }
  }
  const short = forms.filter((f) => f.beforeObject);
  if (tenses.includes('present') && !intent.negative && short.length && !entry.stative) {
    unsure ||= short.some((f) => !f.sure);
    lines.push(
      `Present before an object (no -ra-): ${short.map((f) => `${f.form}${f.sure ? '' : '*'}`).join(', ')}`,
    );
  }
  if (tenses.includes('past') && !entry.perfective)
    lines.push('Past: the perfective stem is not recorded yet.');
  if (tenses.includes('future'))
    lines.push('The a of -za- is long in speech (nzaakora); it is usually written nzakora.');
  lines.push(
    entry.stative
      ? `The present is stative (-${entry.stative}): it never takes -ra-, with or without an object.`
      : 'Present forms with -ra- are used when nothing follows the verb; before an object the -ra- is dropped.',
  );
  if (unsure) lines.push(`Forms marked * are made by rule: ${CHECK}.`);
  const first = forms.find(
    (f) => f.tense === (intent.tense ?? 'present') && f.negative === Boolean(intent.negative),
  );
  return make({
    response: lines.join('\n') + draftNote(verbHit),
    type: 'conjugation',
    confidence:
      (verbHit.reviewed ? CONFIDENCE.conjugationReviewed : CONFIDENCE.conjugationDraft) *
      (unsure ? CONFIDENCE.conjugationUnattested : 1),
    category: verbHit.category,
    difficulty: 'intermediate',
    word: first?.form ?? entry.rw,
    suggestions: [`What does ${entry.rw} mean?`, `${entry.rw} in the past tense`],
  });
}
