// Scores for the evaluation harness: chrF (character n-gram F-score, Popović 2015, as sacrebleu computes it:
// n = 1–6, β = 2, whitespace ignored, statistics summed over the corpus) and latency percentiles.

const MAX_ORDER = 6;
const BETA = 2;

function ngrams(text: string, n: number): Map<string, number> {
  const chars = text.replace(/\s+/g, '');
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const gram = chars.slice(i, i + n);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** Matching, hypothesis and reference n-gram counts for each order 1–6. */
function statistics(hypothesis: string, reference: string): number[][] {
  const stats: number[][] = [];
  for (let n = 1; n <= MAX_ORDER; n++) {
    const hyp = ngrams(hypothesis, n);
    const ref = ngrams(reference, n);
    let match = 0;
    for (const [gram, count] of hyp) match += Math.min(count, ref.get(gram) ?? 0);
    const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
    stats.push([match, total(hyp), total(ref)]);
  }
  return stats;
}

function fScore(stats: number[][]): number {
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (const [match = 0, hyp = 0, ref = 0] of stats) {
    if (hyp === 0 && ref === 0) continue;
    precision += hyp > 0 ? match / hyp : 0;
    recall += ref > 0 ? match / ref : 0;
    orders++;
  }
  if (orders === 0) return 0;
  precision /= orders;
  recall /= orders;
  const beta2 = BETA * BETA;
  return precision + recall === 0
    ? 0
    : (100 * (1 + beta2) * precision * recall) / (beta2 * precision + recall);
}

/** Corpus chrF (0–100) of hypotheses against one reference each. */
export function chrF(pairs: { hypothesis: string; reference: string }[]): number {
  const totals = Array.from({ length: MAX_ORDER }, () => [0, 0, 0]);
  for (const { hypothesis, reference } of pairs) {
    statistics(hypothesis, reference).forEach((row, n) => {
      for (let k = 0; k < 3; k++) totals[n]![k]! += row[k]!;
    });
  }
  return fScore(totals);
}

/** The reference among several that a hypothesis comes closest to (for multi-reference items). */
export function closestReference(hypothesis: string, references: string[]): string {
  let best = references[0] ?? '';
  let bestScore = -1;
  for (const reference of references) {
    const score = fScore(statistics(hypothesis, reference));
    if (score > bestScore) {
      best = reference;
      bestScore = score;
    }
  }
  return best;
}

/** The p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Each input's median, from samples taken round by round over `count` inputs (sample i is input i % count). */
export function medianPerInput(samples: number[], count: number): number[] {
  return Array.from({ length: count }, (_, input) =>
    percentile(
      samples.filter((_, i) => i % count === input),
      50,
    ),
  );
}
