// Installs what a fresh machine with only Node and npm lacks: pnpm (pinned in package.json), the workspace's
// dependencies and, for the browser tests, Debian's Chromium. No dependencies of its own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './proc.mjs';

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('+')[0];
const pnpmVersion = pinned.split('@')[1];
const toolsDir = join(root, '.tools');
const pnpmEntry = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function installedPnpmVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

/** Installs the pinned pnpm into .tools/ (no global install, no corepack) when it is missing. */
export function ensurePnpm() {
  if (installedPnpmVersion() === pnpmVersion) return;
  console.log(`» Installing pnpm ${pnpmVersion} into .tools/`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = run(
    npm,
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `pnpm@${pnpmVersion}`],
    {
      cwd: toolsDir,
    },
  );
  if (code !== 0) throw new Error(`Installing pnpm ${pnpmVersion} failed (npm exited with ${code}).`);
}

/** Runs pnpm with the given arguments; returns its exit code. */
export function pnpm(args, options = {}) {
  return run(process.execPath, [pnpmEntry, ...args], options);
}

/** Installs the workspace's dependencies exactly as the lockfile says. */
export function installDependencies() {
  ensurePnpm();
  const args = ['install', '--prefer-offline'];
  if (process.env.CI) args.push('--frozen-lockfile');
  const code = pnpm(args);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code}).`);
}

/** Makes sure Chromium is present for the story and end-to-end tests. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
    );
  }
  console.log('» Installing Chromium (apt-get install -y chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    throw new Error('Installing Chromium with apt-get failed.');
  }
}
