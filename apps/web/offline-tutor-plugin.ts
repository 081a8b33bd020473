// Vite plugins for the offline tutor (src/lib/offline-tutor):
// - offlineTutorContent: the tutor's prebuilt content (packages/tutor/dist/content.json, made by
//   `pnpm --filter @vuga/tutor build`) emitted in parts (@vuga/tutor/sections: the worker parses each part
//   when an answer first needs it) as dist/offline/tutor-<hash>.txt beside a small manifest,
//   dist/offline/tutor.json ({ url, bytes }), which Settings reads to show the size before the download. Not in
//   the service worker's precache (its patterns take assets/ and the HTML): it is downloaded only when a learner
//   asks for it. The dev server serves the same two files.
// - nodeStubs: for the worker's bundle. The engine's loader (content/load.ts, which reads files in Node) is in
//   the import graph of createTutor's default argument; the worker always passes the content, so the loader is
//   given a stub whose functions throw (its YAML parser and file reading were a quarter of the worker's code,
//   compiled before its first answer), and any node:* import left stubs that are never called.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// A relative import: the config's own bundle takes it in (a package's .ts source would be left to Node).
import { encodeSections } from '../../packages/tutor/src/content/sections.ts';

const contentFile = new URL('../../packages/tutor/dist/content.json', import.meta.url);
export const manifestPath = '/offline/tutor.json';

let made: { source: Buffer; bytes: Buffer; url: string } | undefined;

function content(): { bytes: Buffer; url: string } {
  if (!existsSync(contentFile)) {
    throw new Error(
      `${contentFile.pathname} is missing: run \`pnpm --filter @vuga/tutor build\` (the offline tutor's content)`,
    );
  }
  const source = readFileSync(contentFile);
  if (made?.source.equals(source)) return made;
  const bytes = Buffer.from(encodeSections(source.toString('utf8')), 'utf8');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  made = { source, bytes, url: `/offline/tutor-${hash}.txt` };
  return made;
}

export function offlineTutorContent(): Plugin {
  return {
    name: 'vuga:offline-tutor-content',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const { bytes, url } = content();
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: bytes });
      this.emitFile({
        type: 'asset',
        fileName: manifestPath.slice(1),
        source: JSON.stringify({ url, bytes: bytes.length }),
      });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (path !== manifestPath && !path?.startsWith('/offline/tutor-')) return next();
        const { bytes, url } = content();
        const manifest = path === manifestPath;
        response.setHeader('content-type', manifest ? 'application/json' : 'text/plain; charset=utf-8');
        response.end(manifest ? JSON.stringify({ url, bytes: bytes.length }) : bytes);
      });
    },
  };
}

/** What the loader imports from Node, as functions that are never called in the worker. */
const stubs: Record<string, string[]> = {
  'node:fs': ['existsSync', 'readdirSync', 'readFileSync', 'statSync'],
  'node:path': ['basename', 'dirname', 'join', 'relative', 'resolve'],
  'node:url': ['fileURLToPath'],
  'node:crypto': ['createHash'],
};

const loaderFile = new URL('../../packages/tutor/src/content/load.ts', import.meta.url);

/** The loader's module with each of its exports a function that throws (its folder: a name). */
function loaderStub(): string {
  const names = [
    ...readFileSync(loaderFile, 'utf8').matchAll(/^export (?:function|class|const) (\w+)/gm),
  ].map(([, name]) => name);
  return names
    .map((name) =>
      name === 'defaultContentDir'
        ? `export const ${name} = 'content';`
        : `export function ${name}() { throw new Error('${name} is not available in the browser: the offline tutor is given its content'); }`,
    )
    .join('\n');
}

export function nodeStubs(): Plugin {
  const prefix = '\0vuga-node-stub:';
  const loader = '\0vuga-tutor-loader-stub';
  return {
    name: 'vuga:node-stubs',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id in stubs) return `${prefix}${id}`;
      if (!id.endsWith('load.ts') || !importer) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved && resolved.id === fileURLToPath(loaderFile) ? loader : null;
    },
    load(id) {
      if (id === loader) return loaderStub();
      if (!id.startsWith(prefix)) return null;
      const names = stubs[id.slice(prefix.length)] ?? [];
      // Paths are strings (the loader's folder is worked out when its module loads); anything else throws.
      const pathLike = new Set(['basename', 'dirname', 'join', 'relative', 'resolve', 'fileURLToPath']);
      return [
        ...names.map((name) =>
          pathLike.has(name)
            ? `export const ${name} = (...parts) => parts.map(String).join('/');`
            : `export const ${name} = () => { throw new Error('${name} is not available in the browser'); };`,
        ),
        `export const sep = '/';`,
      ].join('\n');
    },
  };
}
