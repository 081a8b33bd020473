// `npm test`: installs what is missing, then runs every check in order and reports each one. Exits
// non-zero when any check fails.
import {
  buildTutorContent,
  ensureChromium,
  ensureEspeak,
  ensureRedis,
  installDependencies,
  pnpm,
} from './lib/bootstrap.mjs';

const checks = [
  ['format', ['run', 'format:check']],
  ['lint', ['run', 'lint']],
  ['types', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  ['stories', ['run', 'test:stories']],
  ['package', ['run', 'test:package']],
  ['end-to-end', ['run', 'test:e2e']],
];

try {
  installDependencies();
  buildTutorContent();
  ensureChromium();
  ensureEspeak({ required: true });
  ensureRedis();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const results = [];
for (const [name, args] of checks) {
  console.log(`\n» ${name}`);
  const started = Date.now();
  const code = pnpm(args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(12)} ${seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
