// `npm test`: installs what is missing, then runs every check in order and reports each one. Exits
// non-zero when any check fails.
import {
  buildTutorContent,
  ensureChromium,
  ensureEspeak,
  ensureRedis,
  installDependencies,
  pnpmKeepingTail,
  prepareCourseAudio,
} from './lib/bootstrap.mjs';

const checks = [
  ['format', ['run', 'format:check']],
  ['lint', ['run', 'lint']],
  ['types', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  // The date logic (the learner's "today", activity dates, streaks) again at the extremes of the clock: UTC+14
  // and UTC−11, where the UTC date differs from the local one for half of every day.
  ...['Pacific/Kiritimati', 'Pacific/Pago_Pago'].map((zone) => [
    `dates ${zone.split('/')[1]}`,
    ['exec', 'vitest', 'run', '--project', 'unit', 'packages/analytics'],
    { env: { ...process.env, TZ: zone } },
  ]),
  ['stories', ['run', 'test:stories']],
  ['docs pages', ['run', 'test:docs']],
  ['package', ['run', 'test:package']],
  ['end-to-end', ['run', 'test:e2e']],
];

try {
  installDependencies();
  buildTutorContent();
  ensureChromium();
  ensureEspeak({ required: true });
  prepareCourseAudio();
  ensureRedis();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const results = [];
for (const [name, args, options] of checks) {
  console.log(`\n» ${name}`);
  const started = Date.now();
  const { code, tail } = await pnpmKeepingTail(args, options);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, tail });
}

// A failed check's last lines again, so that the end of a long log says why.
for (const { name, ok, tail } of results) {
  if (ok) continue;
  console.log(`\n✖ ${name}: the end of its output`);
  console.log(tail.split('\n').slice(-40).join('\n'));
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(18)} ${seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
