// Skips a build whose inputs have not changed since it last succeeded, so a second `npm start` (or e2e run)
// does not rebuild the web app and the tutor content for nothing. The inputs are every file under the given
// paths (name, size and modification time; node_modules, dist and other build output left out) and the
// environment the build reads. The stamp is written into the build's output folder, so any other build that
// replaces that folder (a production `vite build` empties dist) makes the next one run again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './proc.mjs';

/** Folders that hold what builds and tests make, never what they read. */
const OUTPUTS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'coverage', '.git']);
const STAMP = '.vuga-build-stamp';

function addTree(hash, base, path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort())
      if (!OUTPUTS.has(name)) addTree(hash, base, join(path, name));
    return;
  }
  hash.update(`${relative(base, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
}

/** A fingerprint of the files under `inputs` (relative to `base`, the repository) and of `env`. */
export function inputsStamp(inputs, env = {}, base = root) {
  const hash = createHash('sha256');
  for (const input of inputs) addTree(hash, base, join(base, input));
  hash.update(JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))));
  return hash.digest('hex');
}

/**
 * Runs `build` (which returns an exit code) unless `output` (a folder) holds the stamp of the same inputs; writes
 * the stamp after a build that succeeded. Returns the exit code, 0 when skipped.
 */
export function buildOnce({ what, inputs, env, output, base = root }, build) {
  const stamp = inputsStamp(inputs, env, base);
  const file = join(base, output, STAMP);
  const built = existsSync(file);
  if (built && readFileSync(file, 'utf8') === stamp) {
    console.log(`» ${what}: up to date (no source changed since it was built)`);
    return 0;
  }
  console.log(
    `» ${what}: building (${built ? 'a source or a setting changed since the last build' : 'no finished build found'})`,
  );
  const code = build();
  if (code === 0 && existsSync(join(base, output))) writeFileSync(file, stamp);
  return code;
}
