// `pnpm --filter @vuga/learn bench`: CPU time to schedule 10,000 review cards (goal < 50 ms), and to pick the
// due ones and check typed answers. Prints figures; fails on none.
import { loadavg } from 'node:os';
import { checkAnswer } from '../src/answer.ts';
import { createCard, type ReviewCard, reviewCard, selectDue } from '../src/cards.ts';

const cards = 10_000;
const t0 = Date.UTC(2026, 0, 1, 9);
const grades = ['again', 'hard', 'good', 'easy'] as const;

/**
 * Median and best of `runs` timings of `fn` in milliseconds of this process's CPU time (user + system), after one warm-up
 * run: on a shared machine the wall clock also counts the time other processes held the cores.
 */
function measure(runs: number, fn: () => unknown): { median: number; best: number } {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, best: times[0]! };
}

const fresh = Array.from({ length: cards }, (_, i) => createCard(`item-${i}`, i % 2 ? 'rw-en' : 'en-rw', t0));
// Cards already in review, so the measure covers the memory model, not only the learning steps.
const learned = fresh.map((card) => reviewCard(card, 'easy', t0).card);

const scheduleNew = measure(15, () => {
  for (let i = 0; i < cards; i++) reviewCard(fresh[i]!, grades[i % 4]!, t0);
});
const scheduleLearned = measure(15, () => {
  for (let i = 0; i < cards; i++) {
    const card = learned[i]!;
    reviewCard(card, grades[i % 4]!, card.due + (i % 5) * 86_400_000);
  }
});
const mixed: ReviewCard[] = [...fresh, ...learned];
const due = measure(15, () => selectDue(mixed, t0 + 10 * 86_400_000, { limit: 200, newLimit: 20 }));
const answers = measure(15, () => {
  for (let i = 0; i < cards; i++) checkAnswer('mwaramutse neza', 'Mwaramutse neza.');
});

const ms = ({ median, best }: { median: number; best: number }) =>
  `${median.toFixed(1)} ms (best ${best.toFixed(1)} ms)`;
console.log(
  `@vuga/learn — CPU time, median (and best) of 15 runs (load average ${loadavg()[0]!.toFixed(1)})`,
);
console.log(`  schedule ${cards} new cards:        ${ms(scheduleNew)} (goal < 50 ms)`);
console.log(`  schedule ${cards} learned cards:    ${ms(scheduleLearned)} (goal < 50 ms)`);
console.log(`  select due among ${mixed.length} cards:   ${ms(due)}`);
console.log(`  check ${cards} typed answers:       ${ms(answers)}`);
