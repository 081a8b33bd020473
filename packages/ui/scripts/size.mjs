// `pnpm --filter @vuga/ui bench`: the library's size as an app would ship it. Builds the whole public surface,
// then each component on its own (tree-shaken, with what it imports: theme, shared parts, Radix), with Vite in
// library mode and vanilla-extract, and prints minified and gzip sizes of JS + CSS. React is left out: the app
// has it anyway.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

async function measure(entry) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const size = { js: 0, css: 0, gzip: 0 };
  // Gzip JS and CSS separately, as a server would send them.
  for (const kind of ['js', 'css']) {
    const parts = outputs
      .filter((o) => (kind === 'js' ? o.type === 'chunk' : o.fileName.endsWith('.css')))
      .map((o) => (o.type === 'chunk' ? o.code : String(o.source)));
    const text = parts.join('\n');
    size[kind] = Buffer.byteLength(text);
    if (text) size.gzip += gzipSync(text, { level: 9 }).length;
  }
  return size;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
const row = (name, s) => console.log(`${name.padEnd(22)} ${kb(s.js)} ${kb(s.css)} ${kb(s.gzip)}`);

console.log('@vuga/ui size (minified; gzip of JS + CSS; React excluded)\n');
console.log(`${'entry'.padEnd(22)} ${'js'.padStart(9)} ${'css'.padStart(9)} ${'gzip'.padStart(9)}`);
const started = Date.now();
row('whole library', await measure(join(src, 'index.ts')));
// The themes and global styles (loaded once by ThemeProvider), which the per-component rows leave out.
row('theme', await measure(join(src, 'theme', 'ThemeProvider.tsx')));
console.log('');
const components = readdirSync(join(src, 'components')).sort();
for (const name of components) row(name, await measure(join(src, 'components', name, 'index.ts')));
console.log(`\n${components.length} components measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
