// `pnpm --filter @vuga/analytics bench`: what the analytics cost a page (bundle bytes) and the CPU time of the
// dashboard rules. Prints figures; fails on none.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import {
  type ActivityRecord,
  adminAnalytics,
  adminUserRows,
  buildActivity,
  learnerDashboard,
  type QuizResultRecord,
  statsFromActivities,
} from '../src/index.ts';

/** What the web app loads anyway for sign-in: counted once there, not here. */
const sharedWithAuth = [/^firebase\/app$/, /^@firebase\/(app|util|component|logger)$/];

async function bundleBytes(entry: string, external: RegExp[] = []) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      // An app-style build of one entry (lib mode keeps whitespace in ES output, which would overstate sizes).
      rollupOptions: {
        input: fileURLToPath(new URL(entry, import.meta.url)),
        external,
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const code = chunks.map((c) => ('code' in c ? c.code : '')).join('');
  return { min: code.length, gzip: gzipSync(code).length };
}

function time(label: string, runs: number, fn: () => unknown) {
  fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn();
  const perRun = (performance.now() - start) / runs;
  console.log(
    `  ${label.padEnd(58)} ${perRun < 1 ? `${(perRun * 1000).toFixed(1)} µs` : `${perRun.toFixed(2)} ms`}`,
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log('@vuga/analytics — bundle (vite build for the browser, minified)');
for (const [label, entry, external] of [
  ['@vuga/analytics (the rules: safe on any page)', '../src/index.ts', []],
  [
    '@vuga/analytics/store-lite beyond firebase/app (on-demand chunk)',
    '../src/store-lite.ts',
    sharedWithAuth,
  ],
] as const) {
  const { min, gzip } = await bundleBytes(entry, [...external]);
  console.log(`  ${label.padEnd(64)} ${kb(min).padStart(9)} min ${kb(gzip).padStart(9)} gzip`);
}

const now = Date.UTC(2026, 2, 14, 12);
const activities: ActivityRecord[] = Array.from({ length: 20 }, (_, i) =>
  buildActivity(
    'amani@example.com',
    i % 3 === 0
      ? { type: 'quiz', score: 8, percentage: 80 + (i % 20) }
      : { type: 'chat', question: `Question ${i}`, response: { type: 'vocabulary' } },
    { now: new Date(now - i * 3_600_000), timeZone: 'UTC' },
  ),
);
const results: QuizResultRecord[] = activities.map((a, i) => ({
  userEmail: a.userEmail,
  score: 8,
  percentage: 60 + i,
  totalQuestions: 10,
  category: 'mixed',
  difficulty: 'mixed',
  timestamp: a.timestamp,
  date: a.date,
}));
const stats = statsFromActivities(activities).get('amani@example.com')!;
const everyone = Array.from({ length: 10_000 }, (_, i) => ({
  ...stats,
  userEmail: `learner${i}@example.com`,
}));

console.log('\n@vuga/analytics — CPU per call');
time('learnerDashboard (20 activities, 20 quiz results)', 20_000, () =>
  learnerDashboard(
    { stats, activities, quizResults: results, activeDates: activities.map((a) => a.date) },
    '2026-03-14',
  ),
);
time('buildActivity (chat, local date in a time zone)', 20_000, () =>
  buildActivity('a@x.rw', { type: 'chat', question: 'Muraho?', response: {} }, { timeZone: 'Africa/Kigali' }),
);
time('adminAnalytics (10,000 users, 20 activities)', 200, () =>
  adminAnalytics({ userStats: everyone, today: null, latestActivities: activities }),
);
time('adminUserRows (10,000 users)', 50, () => adminUserRows(everyone, 'UTC'));
