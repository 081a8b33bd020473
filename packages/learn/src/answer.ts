// The typo-tolerant check of a typed answer: exact, nearly (a small edit distance once case, diacritics,
// apostrophes, spacing and closing punctuation are set aside) or wrong, with the difference to show. Language-
// agnostic: it compares characters, so it knows nothing of Kinyarwanda.

export const answerVerdicts = ['exact', 'nearly', 'wrong'] as const;
export type AnswerVerdict = (typeof answerVerdicts)[number];

/** One run of the difference between what was typed and the answer: kept, typed but not in the answer, or missing. */
export interface AnswerDiffSegment {
  kind: 'same' | 'extra' | 'missing';
  text: string;
}

export interface AnswerCheck {
  verdict: AnswerVerdict;
  /** The accepted answer the typed text is closest to (as written in the content). */
  expected: string;
  /** Edits (insertions, deletions, substitutions) between the typed text and `expected`, after normalising. */
  distance: number;
  /** How to turn the typed text into `expected`, in the typed and the expected spelling. */
  diff: AnswerDiffSegment[];
}

export interface AnswerCheckOptions {
  /**
   * Most edits still counted as "nearly", by the length of the answer. The default forgives none in words of up
   * to three letters (where one letter is often another word), one up to eight letters and two beyond.
   */
  maxTypos?: (expectedLength: number) => number;
}

const defaultMaxTypos = (length: number) => (length <= 3 ? 0 : length <= 8 ? 1 : 2);

// Typographic apostrophes and the modifier letter all count as the ASCII one: phones type them differently.
const apostrophes = /[\u2018\u2019\u02BC\u02BB`\u00B4]/g;
const closingPunctuation = /[.!?,;:]+$/u;

/** Whitespace collapsed, apostrophes unified and closing punctuation dropped; case and letters kept for display. */
function tidy(text: string): string {
  return text.replace(apostrophes, "'").trim().replace(/\s+/g, ' ').replace(closingPunctuation, '').trimEnd();
}

/** One character compared without case or diacritics ("É" → "e"). */
function fold(char: string): string {
  // Most typed text is ASCII: lower-casing is all it needs, and NFD is the costly part.
  if (char.charCodeAt(0) < 128) return char.toLowerCase();
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The comparable form of an answer: what two answers must share to be the same answer. */
export function normaliseAnswer(text: string): string {
  return [...tidy(text)].map(fold).join('');
}

/**
 * Levenshtein distance between two character arrays with the edit script that realises it, as diff segments
 * (characters of `given` for kept and extra runs, of `expected` for missing ones).
 */
function align(given: string[], expected: string[]): { distance: number; diff: AnswerDiffSegment[] } {
  const g = given.map(fold);
  const e = expected.map(fold);
  const cols = e.length + 1;
  const d = new Uint32Array((g.length + 1) * cols);
  for (let i = 0; i <= g.length; i++) d[i * cols] = i;
  for (let j = 0; j <= e.length; j++) d[j] = j;
  for (let i = 1; i <= g.length; i++) {
    for (let j = 1; j <= e.length; j++) {
      const cost = g[i - 1] === e[j - 1] ? 0 : 1;
      d[i * cols + j] = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
    }
  }
  // Walk back from the end, preferring a match, then a substitution (shown as extra + missing), then gaps.
  const steps: AnswerDiffSegment[] = [];
  let i = g.length;
  let j = e.length;
  while (i > 0 || j > 0) {
    const here = d[i * cols + j]!;
    if (i > 0 && j > 0 && g[i - 1] === e[j - 1] && here === d[(i - 1) * cols + j - 1]) {
      steps.push({ kind: 'same', text: given[i - 1]! });
      i--;
      j--;
    } else if (i > 0 && j > 0 && here === d[(i - 1) * cols + j - 1]! + 1) {
      steps.push({ kind: 'missing', text: expected[j - 1]! }, { kind: 'extra', text: given[i - 1]! });
      i--;
      j--;
    } else if (i > 0 && here === d[(i - 1) * cols + j]! + 1) {
      steps.push({ kind: 'extra', text: given[i - 1]! });
      i--;
    } else {
      steps.push({ kind: 'missing', text: expected[j - 1]! });
      j--;
    }
  }
  const diff: AnswerDiffSegment[] = [];
  for (const step of steps.reverse()) {
    const last = diff.at(-1);
    if (last?.kind === step.kind) last.text += step.text;
    else diff.push({ ...step });
  }
  return { distance: d[g.length * cols + e.length]!, diff };
}

/**
 * Checks a typed answer against one or several accepted answers. Exact when the normalised forms are equal;
 * nearly when the closest accepted answer is within `maxTypos` edits; wrong otherwise (and for empty input).
 */
export function checkAnswer(
  given: string,
  accepted: string | readonly string[],
  options: AnswerCheckOptions = {},
): AnswerCheck {
  const answers = typeof accepted === 'string' ? [accepted] : accepted;
  if (answers.length === 0) throw new Error('checkAnswer needs at least one accepted answer');
  const maxTypos = options.maxTypos ?? defaultMaxTypos;
  const typed = [...tidy(given)];
  let best: AnswerCheck | null = null;
  for (const answer of answers) {
    const target = [...tidy(answer)];
    const { distance, diff } = align(typed, target);
    if (!best || distance < best.distance) best = { verdict: 'wrong', expected: answer, distance, diff };
    if (distance === 0) break;
  }
  const result = best!;
  const length = [...normaliseAnswer(result.expected)].length;
  if (typed.length === 0) result.verdict = 'wrong';
  else if (result.distance === 0) result.verdict = 'exact';
  else if (result.distance <= maxTypos(length)) result.verdict = 'nearly';
  return result;
}
