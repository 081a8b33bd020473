// Vite plugin for the prerendered public pages. After the browser build (`vite build`), it builds
// src/app/prerender.tsx for Node, renders each public page into dist/<page>.html (the home page into
// dist/index.html, the 404 into dist/404.html) with its title, the styles it uses (inline) and theme before any
// JavaScript runs (the app's code loads once the page has painted), and keeps the empty app shell as
// dist/app.html for the pages rendered in the browser; the shell preloads the chunks of the page at its address,
// so they download beside the app's chunk rather than after it. `vite preview` serves a page's own file, the
// shell for the other app routes and the 404 page (status 404) for unknown addresses.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { criticalCss, usedClasses } from './critical-css.ts';
import type * as Entry from './src/app/prerender.tsx';
import { isAppPath, prerenderedPaths, shellPaths } from './src/config/paths.ts';

/** The app shell: the built index.html before any page is rendered into it. */
export const shellFile = 'app.html';
const notFoundFile = '404.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside an inline <script>: `<` escaped so no string can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Whether the browser holds a Firebase session (auth-context.tsx's hasStoredSession), as inline script. */
const storedSession = `[localStorage,sessionStorage].some(function(s){return Object.keys(s).some(function(k){return k.indexOf('firebase:authUser:')===0})})`;

/** The file a prerendered path is written to (and served from). */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A page's chunks: those its module imports, and those of the part only a learner sees (lib/lazy-page.tsx). */
interface PageChunks {
  always: string[];
  learner: string[];
}

/**
 * Each page module's chunks (its own and those it imports, not the entry's, which the HTML loads anyway), by
 * the module's name: src/app/routes/chat.tsx is `chat`, the page at /chat.
 */
function pageChunks(bundle: Rolldown.OutputBundle, base: string): Map<string, PageChunks> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const pages = new Map<string, PageChunks>();
  for (const chunk of chunks.values()) {
    const name = /\/src\/app\/routes\/([a-z-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!name || !chunk.isDynamicEntry) continue;
    const files = new Set<string>();
    const add = (file: string) => {
      const imported = chunks.get(file);
      if (!imported || imported.isEntry || files.has(file)) return;
      files.add(file);
      for (const next of imported.imports) add(next);
    };
    add(chunk.fileName);
    const always = [...files];
    for (const file of chunk.dynamicImports) add(file);
    const url = (file: string) => `${base}${file}`;
    pages.set(name, {
      always: always.map(url),
      learner: [...files].filter((file) => !always.includes(file)).map(url),
    });
  }
  return pages;
}

/**
 * The app shell, which preloads the chunks of the page at its address (chat, quiz, …) as it starts, with those
 * of its learner's part when the browser holds a Firebase session (auth-context.tsx's hasStoredSession).
 */
function shellHtml(shell: string, pages: Map<string, PageChunks>) {
  // A route's page module is named for it (routes/chat.tsx for /chat); a lesson's has no address of its own.
  const byPath = shellPaths.flatMap((path) => {
    const files = pages.get(path.slice(1));
    return files ? [[path, [files.always, files.learner]]] : [];
  });
  const preload = `(function(){var p=new Map(${scriptJson(byPath)}).get(location.pathname)||[[],[]],f=p[0];try{if(p[1].length&&${storedSession})f=f.concat(p[1])}catch(e){}for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})();`;
  return shell.replace('</head>', `<script>${preload}</script></head>`);
}

/**
 * A prerendered page paints from its HTML alone, so its code is fetched once that first paint is on screen:
 * evaluating it before would hold the paint back on a slow CPU (and Lighthouse counts it against the LCP then).
 * A page opened in the background, which never paints, loads its code at once. The page's HTML holds only the
 * styles it uses (critical-css.ts), so the whole stylesheet comes then too, and the app runs once it is in (or
 * failed): whatever the app draws next is styled. The app's chunk and the page's own are preloaded beside it,
 * rather than by the app once it runs (one round trip less before it hydrates, and no links for the app to add in
 * the task that starts the page); those of its learner's part (a learner screen prerendered as its sign-in
 * notice) only when the browser holds a session.
 */
function afterFirstPaint(src: string, cssHref: string | undefined, pageFiles: PageChunks) {
  const files = `var f=${scriptJson([src, ...pageFiles.always])};try{if(${pageFiles.learner.length ? storedSession : 'false'})f=f.concat(${scriptJson(pageFiles.learner)})}catch(e){}`;
  const preload = `${files}for(var i=0;i<f.length;i++){var p=document.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.href=f[i];document.head.appendChild(p)}`;
  const run = `function g(){var s=document.createElement('script');s.type='module';s.src=${scriptJson(src)};document.head.appendChild(s)}`;
  const styles = cssHref
    ? `var c=document.createElement('link');c.rel='stylesheet';c.href=${scriptJson(cssHref)};c.onload=c.onerror=g;document.head.appendChild(c);`
    : 'g();';
  const load = `${run}function l(){if(d)return;d=1;${styles}${preload}}`;
  // Both the first paint and the load event (the whole document parsed, the font in), then a task of its own (a
  // message, which a test's paused clock does not hold).
  const ready = `function r(){if(!(p&&document.readyState==='complete'))return;var c=new MessageChannel();c.port1.onmessage=l;c.port2.postMessage(0)}`;
  return `<script>(function(){var d=0,p=0;${load}${ready}if(document.visibilityState!=='visible'||!window.PerformanceObserver)return l();try{new PerformanceObserver(function(e){if(e.getEntriesByName('first-contentful-paint').length){p=1;r()}}).observe({type:'paint',buffered:true})}catch(x){l()}addEventListener('load',r);setTimeout(l,3000)})();</script>`;
}

function pageHtml(
  shell: string,
  path: string,
  page: Entry.RenderedPage,
  entry: typeof Entry,
  css: { href?: string; text: string },
  pageFiles: PageChunks,
) {
  const { light, dark, auto } = entry.themeClasses;
  // Before the first paint: the stored theme's class (light by default, and for anything stored that is not a
  // theme's name, "constructor" included), the way main.tsx's applyTheme does; and `data-session` on <html>
  // when the browser holds a session, which hides a prerendered sign-in notice (a learner screen rendered as a
  // visitor sees it) until the app knows who is signed in (auth-context.tsx removes it).
  // The page's own ThemeProvider element was rendered light (no storage at build time) and themes everything
  // inside it, <html>'s class notwithstanding: for another theme, it is given that theme as the parser adds it
  // (a mutation observer's callback runs before the browser next paints), as the app does once it runs. React
  // hydrates it as rendered (the attributes are not compared) and then renders the stored theme, the same.
  const root = `#root>[data-component="ThemeProvider"]`;
  // DOMContentLoaded can come before the observer's callback (both at the end of parsing): it themes the element
  // then too, and stops observing.
  const provider = `if(t!=='light'){var a=function(){var d=document.querySelector(${scriptJson(root)});if(!d)return;o.disconnect();for(var n in c)d.classList.remove(c[n]);d.classList.add(c[t]);d.dataset.theme=t},o=new MutationObserver(a);o.observe(e,{childList:true,subtree:true});addEventListener('DOMContentLoaded',function(){a();o.disconnect()})}`;
  // Nothing stored (a first visit, and every Lighthouse run) is read without throwing: the TypeError of
  // `null.preferences`, caught, cost the parse task that runs this script about 2 of its 11 ms (CPU time,
  // traced), a task Lighthouse counts towards the blocking time.
  const boot = `(function(){var c=${scriptJson({ light, dark, auto })},t='light';try{var s=localStorage.getItem(${scriptJson(entry.settingsKey)});if(s)t=JSON.parse(s).preferences.theme}catch(e){}if(!Object.prototype.hasOwnProperty.call(c,t))t='light';var e=document.documentElement;e.classList.add(c[t]);e.dataset.theme=t;${provider}try{if(${storedSession})e.dataset.session=''}catch(x){}})();`;
  return (
    shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_tag, src: string) =>
        afterFirstPaint(src, css.href, pageFiles),
      )
      // The rules the page uses inline: the text paints with the HTML, without waiting for another request, and
      // the HTML stays small (Lighthouse's simulated mobile network takes a round trip for every 14 kB or so).
      .replace(
        /<link rel="stylesheet"[^>]*>/,
        () =>
          `<style>${criticalCss(css.text, new Set([...usedClasses(page.html), light, dark, auto]))}</style>`,
      )
      .replace('</head>', `<script>${boot}</script></head>`)
      // The address it was rendered for: main.tsx hydrates it only where that page belongs.
      .replace('<div id="root"></div>', `<div id="root" data-path="${escapeHtml(path)}">${page.html}</div>`)
  );
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let pages = new Map<string, PageChunks>();
  return {
    name: 'vuga-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    // The bundle as written: Vite drops chunks that held only CSS while generating it.
    writeBundle(_options, bundle) {
      if (!config.build.ssr) pages = pageChunks(bundle, config.base);
    },
    async closeBundle() {
      // Only after the browser build (the Node build below runs this plugin too).
      if (config.command !== 'build' || config.build.ssr) return;
      const dist = resolve(config.root, config.build.outDir);
      const serverDir = join(config.root, 'node_modules', '.vuga-prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entry: typeof Entry = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
      const shell = readFileSync(join(dist, 'index.html'), 'utf8');
      const cssHref = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(shell)?.[1];
      const css = { href: cssHref, text: cssHref ? readFileSync(join(dist, cssHref), 'utf8') : '' };
      // The typeface's @font-face rules live in each page's HTML instead of the stylesheet: a prerendered page
      // inlines them with its other rules and loads the whole stylesheet later, which would declare the faces a
      // second time (a second fetch of the font, two faces for one file).
      const fontFace = /@font-face\{[^}]*\}/g;
      const fontFaces = css.text.match(fontFace)?.join('') ?? '';
      if (cssHref && fontFaces) writeFileSync(join(dist, cssHref), css.text.replace(fontFace, ''));
      const withFontFaces = fontFaces
        ? shell.replace(/<link rel="stylesheet"[^>]*>/, (link) => `<style>${fontFaces}</style>${link}`)
        : shell;
      writeFileSync(join(dist, shellFile), shellHtml(withFontFaces, pages));
      const prerendered: [string, string][] = [
        ...prerenderedPaths.map((path): [string, string] => [path, fileFor(path)]),
        [entry.notFoundPath, notFoundFile],
      ];
      for (const [path, file] of prerendered) {
        const page = await entry.render(path);
        // The page's module by name (routes/about.tsx for /about); the home page's is in the app's chunk.
        const files = pages.get(path === entry.notFoundPath ? 'not-found' : path.slice(1)) ?? {
          always: [],
          learner: [],
        };
        writeFileSync(join(dist, file), pageHtml(shell, path, page, entry, css, files));
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      // Before Vite's own middlewares, which would send every unknown address to index.html (the home page).
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) return next();
        const url = new URL(req.url ?? '/', 'http://preview.local');
        const pathname = url.pathname;
        if (pathname.length > 1 && pathname.endsWith('/')) {
          res.writeHead(301, { location: `${pathname.replace(/\/+$/, '')}${url.search}` }).end();
          return;
        }
        // The home page, a prerendered page (Vite serves about.html for /about) or a file.
        if (
          pathname === '/' ||
          existsSync(join(dist, `${pathname}.html`)) ||
          existsSync(join(dist, pathname))
        )
          return next();
        if (isAppPath(pathname)) {
          req.url = `/${shellFile}`;
          return next();
        }
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(dist, notFoundFile)));
      });
    },
  };
}
