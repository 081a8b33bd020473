// `pnpm --filter @vuga/api bench:course`: CPU time to build the whole course (the authored outline over the
// tutor's content: items, lessons, exercises, guidebooks) as the API does once, on the first request that
// needs it. Goal < 50 ms. Prints figures; fails on none.
import { loadavg } from 'node:os';
import { loadContent } from '@vuga/tutor';
import { buildCatalog } from '../src/learn/catalog.ts';

const content = loadContent();
const runs = 15;
buildCatalog(content);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = process.cpuUsage();
  buildCatalog(content);
  const used = process.cpuUsage(start);
  times.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
const { path } = buildCatalog(content);
const lessons = path.units.flatMap((unit) => unit.lessons);
console.log(
  `course build — CPU time of ${runs} runs after a warm-up (load average ${loadavg()[0]!.toFixed(1)})`,
);
console.log(
  `  ${path.units.length} units, ${lessons.length} lessons, ` +
    `${lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0)} exercises: ` +
    `median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, best ${times[0]!.toFixed(1)} ms (goal < 50 ms)`,
);
