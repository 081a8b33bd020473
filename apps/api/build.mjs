// Production build of the API: ES modules, dist/main.js and the chunks it imports, that plain node starts (no
// tsx compiling at start-up). Everything is bundled in — the workspace packages (@vuga/*), Fastify and its
// plugins, zod — but for the few packages in `external` below, which are loaded from node_modules (as
// `pnpm deploy --prod` lays them out) only when needed: resolving and compiling some two hundred small
// modules one file at a time cost the start-up about a quarter of its CPU. Code split: what the API imports
// on first use (firebase-admin and the code that calls it) stays in chunks of its own, so it is not loaded
// at start-up. The bundle is minified but for its names (stack traces in the logs stay readable). Files that
// find data next to themselves (the tutor's content, the audio cache) use import.meta.url: in a bundle that
// would be dist/main.js, so each such use is rewritten to the URL the source file has as seen from dist/
// through node_modules — the same in the repository (a symlink to packages/tutor) and in a deployed folder
// (a copy of it).
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(apiDir, 'dist');
// Loaded from node_modules, on first use: firebase-admin (large, and it reads its own files at run time) only
// when Firestore or sign-in is used, ioredis only with REDIS_URL.
const external = ['firebase-admin', 'ioredis'];

/** The nearest package.json above a file: its folder and name. */
function owningPackage(file) {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { dir, name };
    } catch {}
  }
  throw new Error(`No package.json above ${file}`);
}

/** The source file's path as seen from dist/: through node_modules for a workspace package. */
function pathFromDist(file) {
  const owner = owningPackage(file);
  const inPackage = relative(owner.dir, file).split(sep).join('/');
  if (owner.dir === apiDir) return `../${inPackage}`;
  return `../node_modules/${owner.name}/${inPackage}`;
}

const importMetaUrl = {
  name: 'source-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}.pnpm${sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = `new URL(${JSON.stringify(pathFromDist(args.path))}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = performance.now();
rmSync(distDir, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies may call require(): give the module one.
  banner: {
    js: "import { createRequire as __vugaCreateRequire } from 'node:module'; const require = __vugaCreateRequire(import.meta.url);",
  },
  plugins: [importMetaUrl],
};
await build({
  ...common,
  entryPoints: [join(apiDir, 'src/main.ts')],
  outdir: distDir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
});
// The course's recordings made ahead of time (src/prepare-audio.ts; the container image runs it when it is
// built): one file of its own, beside main.js, so the URLs rewritten above hold for it too (a chunk shared
// with the server would sit in chunks/, one folder further down).
await build({
  ...common,
  entryPoints: [join(apiDir, 'src/prepare-audio.ts')],
  outfile: join(distDir, 'prepare-audio.js'),
});
console.log(
  `» built ${relative(process.cwd(), join(distDir, 'main.js'))} in ${Math.round(performance.now() - started)} ms`,
);
