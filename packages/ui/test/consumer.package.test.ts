// @vuga/ui as another app gets it: build the package, pack it as it would be published, install the tarball with
// npm into a minimal Vite + React app outside the workspace (packages/ui/consumer), type-check and build that app,
// then open it in Chromium and use the components. Catches exports that point at source, CSS that needs our
// bundler plugin, missing or unresolvable declarations, a second React, and a theme that does not apply.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.ts';

const pkgDir = join(import.meta.dirname, '..');
const root = join(pkgDir, '..', '..');
const workspaceVersion = (name: string) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

let app: string;
let server: Server;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  const work = mkdtempSync(join(tmpdir(), 'vuga-ui-consumer-'));
  app = join(work, 'app');
  run(process.execPath, [join(pkgDir, 'scripts', 'build.mjs')], pkgDir);
  // npm, which applies no publishConfig: the manifest as written must be the one that ships.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run(npm, ['pack', '--pack-destination', work, '--loglevel=error'], pkgDir);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');

  cpSync(join(pkgDir, 'consumer'), app, { recursive: true });
  const pinned = (names: string[]) => Object.fromEntries(names.map((n) => [n, workspaceVersion(n)]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'vuga-ui-consumer',
      private: true,
      type: 'module',
      dependencies: { '@vuga/ui': `file:${join(work, tarball)}`, ...pinned(['react', 'react-dom']) },
      devDependencies: pinned(['vite', 'typescript', '@types/react', '@types/react-dom']),
    }),
  );
  run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  run(process.execPath, [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], app);
  run(
    process.execPath,
    [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    app,
  );

  const dist = join(app, 'dist');
  server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    try {
      const body = readFileSync(join(dist, path.replace(/\.\.+/g, '')));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return () => rmSync(work, { recursive: true, force: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  // A failed beforeAll leaves no server; waiting for its close would hang until the hook's time limit.
  if (server) await new Promise((resolve) => server.close(resolve));
});

describe('@vuga/ui installed from its tarball', () => {
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
    for (const plain of ['index.js', join('theme', 'contract.css.js'), join('theme', 'palette.js')]) {
      expect(client(plain)).toBe(false);
    }
  });

  it('renders styled, themed, interactive components in Chromium', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
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
});
