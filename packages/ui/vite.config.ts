// The published build of @vuga/ui: ESM JavaScript with vanilla-extract compiled away (class names and CSS
// variables as plain strings), one CSS file, and declarations from tsc (see tsconfig.build.json). Inside the
// workspace the apps and Storybook import the TypeScript source (package.json's "@vuga/source" export condition,
// set in tsconfig.base.json, and an alias in the Vite configs); package.json's own fields point at dist/, so a
// tarball from any packer (npm, pnpm, yarn) is right.
import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Runtime dependencies and peers stay imports, so an app shares one React and one copy of each Radix part.
const packages = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
const external = (id: string) => packages.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    cssCodeSplit: false,
    lib: { entry: 'src/index.ts', formats: ['es'], cssFileName: 'styles' },
    rollupOptions: {
      external,
      // The vanilla-extract transform dominates this small build; its timing note is noise here.
      checks: { pluginTimings: false },
      // One module per source file, so an app's bundler tree-shakes the components it does not use.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
