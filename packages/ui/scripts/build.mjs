// `pnpm --filter @vuga/ui build`: the package as other apps install it, in dist/ — ESM JavaScript and one CSS
// file from Vite (vite.config.ts), then declarations from tsc (tsconfig.build.json). The source imports its own
// files with their .ts/.tsx extensions; the declarations are rewritten to name the .js files that ship.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(pkg, '..', '..', 'node_modules', '.bin', name);

function step(command, args) {
  const { status } = spawnSync(command, args, { cwd: pkg, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

step(bin('vite'), ['build', '--logLevel', 'warn']);
step(bin('tsc'), ['-p', 'tsconfig.build.json']);

const specifier = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g;
let rewritten = 0;
for (const entry of readdirSync(join(pkg, 'dist'), { recursive: true })) {
  const file = join(pkg, 'dist', String(entry));
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const next = text.replace(specifier, (_, lead, quote, path) => `${lead}${quote}${path}.js${quote}`);
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
console.log(`@vuga/ui built to dist/ (${rewritten} declaration files point at .js)`);
