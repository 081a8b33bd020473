// @vuga/ui as other apps get it: build the package, pack it as it would be published — with npm (which applies
// no publishConfig, so the manifest as written must be right) and with pnpm — and install each tarball outside
// the workspace: npm's into a minimal Vite + React app (packages/ui/consumer), pnpm's into a Next.js App Router
// app whose pages are server components (packages/ui/consumer-next). Each is type-checked, built and used in
// Chromium, first with no script at all (the server's or the HTML's first paint must already be themed). Catches
// exports that point at source, CSS that needs our bundler plugin, unresolvable declarations, a second React, a
// missing "use client", and a theme that does not apply.
// The Next app's install and build cache stay in the system's temporary folder between runs (only the kit's
// tarball is reinstalled), so the Next half costs its build, not a fresh install of Next.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.ts';
import { darkColors } from '../src/theme/palette.ts';

const pkgDir = join(import.meta.dirname, '..');
const root = join(pkgDir, '..', '..');
const workspaceVersion = (name: string) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;
const pinned = (names: string[]) => Object.fromEntries(names.map((n) => [n, workspaceVersion(n)]));
// The Next.js the consumer test builds with (the newest major when this was written).
const nextVersion = '16.4.6';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** pnpm as `pnpm run test:package` started it, else the repository's pinned copy in .tools/. */
function pnpm(args: string[], cwd: string) {
  const entry =
    process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)
      ? process.env.npm_execpath
      : join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  return existsSync(entry) ? run(process.execPath, [entry, ...args], cwd) : run('pnpm', args, cwd);
}

/** The tarball a packer wrote into a folder of its own. */
function packed(dir: string) {
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`no tarball in ${dir}`);
  return join(dir, tarball);
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built app's files on a free port; `/x` is `/x.html` or `/x/index.html` when there is one. */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]?.replace(/\.\.+/g, '') ?? '/';
    const candidates = [path, `${path}.html`, join(path, 'index.html')];
    for (const candidate of candidates) {
      try {
        const body = readFileSync(join(dir, candidate));
        response.writeHead(200, {
          'content-type': types[extname(candidate)] ?? 'application/octet-stream',
        });
        response.end(body);
        return;
      } catch {}
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The page as painted before any script of the app ran: <html>'s theme, the body's typeface and background. */
async function firstPaint(page: Page, url: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    font: getComputedStyle(document.body).fontFamily,
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

/** The page's uncaught errors and console errors, as they happen. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  return errors;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

let work: string;
let npmTarball: string;
let pnpmTarball: string;
let browser: Browser;
const servers: Server[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'vuga-ui-consumer-'));
  // No build step of our own: the package's prepack script builds dist/ (when stale), as for a publish.
  for (const packer of ['npm', 'pnpm']) mkdirSync(join(work, packer));
  run(npm, ['pack', '--pack-destination', join(work, 'npm'), '--loglevel=error'], pkgDir);
  pnpm(['pack', '--pack-destination', join(work, 'pnpm')], pkgDir);
  npmTarball = packed(join(work, 'npm'));
  pnpmTarball = packed(join(work, 'pnpm'));
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return () => rmSync(work, { recursive: true, force: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  // A failed beforeAll leaves no server; waiting for its close would hang until the hook's time limit.
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the tarballs of npm pack and pnpm pack', () => {
  const entries = (tarball: string) => run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean).sort();
  const manifest = (tarball: string) =>
    JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], work));

  it('hold the same files and the same entry points', () => {
    expect(entries(npmTarball)).toEqual(entries(pnpmTarball));
    const fields = ({ main, types, exports }: Record<string, unknown>) => ({ main, types, exports });
    expect(fields(manifest(npmTarball))).toEqual(fields(manifest(pnpmTarball)));
    expect(entries(npmTarball)).toEqual(
      expect.arrayContaining(['package/LICENSE', 'package/README.md', 'package/CHANGELOG.md']),
    );
  });
});

describe('@vuga/ui packed by npm, in a Vite app', () => {
  let app: string;
  let baseUrl: string;

  beforeAll(async () => {
    app = join(work, 'vite');
    cpSync(join(pkgDir, 'consumer'), app, { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'vuga-ui-consumer',
        private: true,
        type: 'module',
        dependencies: { '@vuga/ui': `file:${npmTarball}`, ...pinned(['react', 'react-dom']) },
        devDependencies: pinned(['vite', 'typescript', '@types/react', '@types/react-dom']),
      }),
    );
    run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
    run(
      process.execPath,
      [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
      app,
    );
    run(
      process.execPath,
      [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      app,
    );
    const { server, url } = await serve(join(app, 'dist'));
    servers.push(server);
    baseUrl = url;
  }, 300_000);

  it('ships built JavaScript, one stylesheet and declarations, and no TypeScript source', () => {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules', '@vuga', 'ui', 'package.json'), 'utf8'),
    );
    expect(manifest.exports['.']).toMatchObject({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect([manifest.main, manifest.types]).toEqual(['./dist/index.js', './dist/index.d.ts']);
    expect(manifest.exports['./styles.css']).toBe('./dist/styles.css');
    const files = readdirSync(join(app, 'node_modules', '@vuga', 'ui'), { recursive: true }).map(String);
    expect(files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files).toContain(join('dist', 'styles.css'));
    expect(files).toContain('LICENSE');
    // A production build: React's development JSX (jsxDEV) is missing from a production React.
    const modules = files.filter((f) => f.endsWith('.js'));
    const ui = join(app, 'node_modules', '@vuga', 'ui');
    expect(modules.filter((f) => readFileSync(join(ui, f), 'utf8').includes('jsx-dev-runtime'))).toEqual([]);
  });

  it('marks every module that calls a hook "use client", and not the entry, styles or tokens', () => {
    const dist = join(app, 'node_modules', '@vuga', 'ui', 'dist');
    const modules = readdirSync(dist, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.js'));
    const client = (file: string) => readFileSync(join(dist, file), 'utf8').startsWith('"use client";\n');
    const callsHook = (file: string) => /\buse[A-Z]\w*\(/.test(readFileSync(join(dist, file), 'utf8'));
    const hookModules = modules.filter((f) => f !== 'index.js' && callsHook(f));
    expect(hookModules).toContain(join('theme', 'ThemeProvider.js'));
    expect(hookModules.filter((f) => !client(f))).toEqual([]);
    expect(client(join('components', 'Tabs', 'Tabs.js'))).toBe(true);
    const plainModules = [
      'index.js',
      join('theme', 'root.js'),
      join('theme', 'contract.css.js'),
      join('theme', 'palette.js'),
    ];
    for (const plain of plainModules) {
      expect(client(plain)).toBe(false);
    }
  });

  it('renders styled, themed, interactive components in Chromium', async () => {
    const page = await browser.newPage();
    const errors = pageErrors(page);
    await page.goto(baseUrl);

    const press = page.getByRole('button', { name: /^Pressed/ });
    await press.click();
    await expect.poll(() => press.textContent()).toBe('Pressed 1');

    // The stylesheet applied: a primary button has a coloured background and the theme's font size.
    const background = await press.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');

    // Another app brands the kit in plain CSS through the public variables.
    const branded = await page
      .getByRole('button', { name: 'Branded' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(branded).toBe('rgb(200, 0, 100)');

    // The app's theme provider themes its own element and the whole page (isRoot), and the theme's variables
    // change the colours.
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).toBe('light');
    expect(await page.locator('[data-component="ThemeProvider"]').getAttribute('data-theme')).toBe('light');
    const lightBody = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Theme light' }).click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    const darkBody = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBody).not.toBe(lightBody);

    // Radix parts work from the installed package: the second tab shows its panel.
    await page.getByRole('tab', { name: 'Two' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toBe('Second panel');
    expect(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );

    expect(errors).toEqual([]);
    await page.close();
  });

  it("paints its first frame themed from the HTML alone (the README's Vite set-up), the stored theme first", async () => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    const before = await firstPaint(page, baseUrl);
    expect(before).toEqual({
      theme: 'auto',
      font: expect.stringMatching(/^"Figtree Variable"/),
      background: rgb(darkColors.surface),
    });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    expect((await firstPaint(page, baseUrl)).theme).toBe('light');
    await page.close();
  });
});

describe('@vuga/ui packed by pnpm, in a Next.js App Router app rendering it from server components', () => {
  let app: string;
  let baseUrl: string;

  beforeAll(async () => {
    // Outside node_modules (Next compiles no app code there), one folder per checkout of the repository.
    const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
    app = join(tmpdir(), `vuga-ui-consumer-next-${checkout}`);
    mkdirSync(app, { recursive: true });
    rmSync(join(app, 'app'), { recursive: true, force: true });
    cpSync(join(pkgDir, 'consumer-next'), app, { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'vuga-ui-consumer-next',
        private: true,
        dependencies: {
          '@vuga/ui': `file:${pnpmTarball}`,
          next: nextVersion,
          ...pinned(['react', 'react-dom']),
        },
        devDependencies: pinned(['typescript', '@types/react', '@types/react-dom', '@types/node']),
      }),
    );
    // The kit from this run's tarball; everything else stays installed from the last run.
    rmSync(join(app, 'node_modules', '@vuga'), { recursive: true, force: true });
    rmSync(join(app, 'package-lock.json'), { force: true });
    run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
    // `next build` type-checks the app against the kit's declarations, then renders its pages on the server.
    run(process.execPath, [join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], app, {
      NEXT_TELEMETRY_DISABLED: '1',
      // Vitest's own NODE_ENV (test) would give React's development JSX to a production build.
      NODE_ENV: 'production',
    });
    const { server, url } = await serve(join(app, 'out'));
    servers.push(server);
    baseUrl = url;
  }, 300_000);

  it("renders the server's HTML themed: <html> dark, the body in the kit's typeface and surface", async () => {
    const html = readFileSync(join(app, 'out', 'index.html'), 'utf8');
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    expect(html).toContain('Continue');
    const page = await browser.newPage();
    expect(await firstPaint(page, baseUrl)).toEqual({
      theme: 'dark',
      font: expect.stringMatching(/^"Figtree Variable"/),
      background: rgb(darkColors.surface),
    });
    await page.close();
  });

  it('hydrates the client components without an error, and they work', async () => {
    const page = await browser.newPage();
    const errors = pageErrors(page);
    await page.goto(baseUrl);
    const provider = page.locator('[data-component="ThemeProvider"]');
    expect(await provider.getAttribute('data-theme')).toBe('dark');
    // A click before hydration does nothing: wait until React owns the tab list.
    const two = page.getByRole('tab', { name: 'Two' });
    await expect
      .poll(async () => {
        await two.click();
        return page.getByRole('tabpanel').textContent();
      })
      .toBe('Second panel');
    const sound = page.getByRole('switch', { name: 'Sound' });
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });
});
