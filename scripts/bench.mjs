// `npm run bench`: installs what is missing, then runs every workspace package's own `bench` script. Each one
// measures and prints its figures; none of them fails on a number.
import { ensureRedis, installDependencies, pnpm } from './lib/bootstrap.mjs';

try {
  installDependencies();
  ensureRedis(); // the API's two-instance bench starts a throwaway redis-server
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
process.exit(pnpm(['--recursive', '--if-present', '--workspace-concurrency=1', 'run', 'bench']));
