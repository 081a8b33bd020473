// `pnpm --filter @vuga/ui build`: the package as other apps install it, in dist/ — ESM JavaScript and one CSS
// file from Vite (vite.config.ts), then declarations from tsc (tsconfig.build.json). The source imports its own
// files with their .ts/.tsx extensions; the declarations are rewritten to name the .js files that ship.
// Modules that need the browser's React (hooks, context, Radix) start with "use client", so a React Server
// Components app (Next.js App Router) can render the kit from a server component; styles, tokens and helpers stay
// plain modules the server can import.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(pkg, '..', '..', 'node_modules', '.bin', name);

function step(command, args) {
  // A production build whoever starts it: under a test runner (NODE_ENV=test) Vite would emit React's
  // development JSX (jsxDEV), which a production React does not have.
  const env = { ...process.env, NODE_ENV: 'production' };
  const { status } = spawnSync(command, args, { cwd: pkg, stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

// `--if-stale` (the prepack script): skip the build when dist/ is newer than every input, so packing twice (npm
// and pnpm, as the consumer test does) builds once.
const inputs = ['src', 'scripts', 'package.json', 'vite.config.ts', 'tsconfig.build.json'];
const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const built = join(pkg, 'dist', 'index.js');
if (
  process.argv.includes('--if-stale') &&
  existsSync(built) &&
  statSync(built).mtimeMs > Math.max(...inputs.map((input) => newest(join(pkg, input))))
) {
  console.log('@vuga/ui: dist/ is newer than its sources; not rebuilt');
  process.exit(0);
}

step(bin('vite'), ['build', '--logLevel', 'warn']);
step(bin('tsc'), ['-p', 'tsconfig.build.json']);

// A module is a client module when it imports a hook (React's or the kit's own), createContext or a Radix part.
// The entry only re-exports, so it stays a plain module: a server component imports it and gets client
// references to the components, and the tokens (vars, themes, palettes) as values.
const clientImport =
  /^import\s*\{[^}]*\b(?:use[A-Z]\w*|createContext)\b[^}]*\}\s*from|^import[^;]*from\s*"@radix-ui\//m;
let clientModules = 0;
for (const entry of readdirSync(join(pkg, 'dist'), { recursive: true })) {
  const file = join(pkg, 'dist', String(entry));
  if (!file.endsWith('.js') || file.endsWith('.css.js') || entry === 'index.js') continue;
  const text = readFileSync(file, 'utf8');
  if (!clientImport.test(text) || text.startsWith('"use client"')) continue;
  writeFileSync(file, `"use client";\n${text}`);
  clientModules += 1;
}

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
console.log(
  `@vuga/ui built to dist/ (${clientModules} client modules; ${rewritten} declaration files point at .js)`,
);
