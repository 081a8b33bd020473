// Installs what a fresh machine with only Node and npm lacks: pnpm (pinned in package.json), the workspace's
// dependencies, Debian's Chromium for the browser tests, Debian's espeak-ng for the tutor's speech and Debian's
// redis-server for the shared rate-limit test and the two-instance bench. No dependencies of its own.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildOnce } from './build-cache.mjs';
import { root, run, runKeepingTail } from './proc.mjs';

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

/** As `pnpm`, resolving with the exit code and the tail of the output. */
export function pnpmKeepingTail(args, options = {}) {
  return runKeepingTail(process.execPath, [pnpmEntry, ...args], options);
}

const INSTALL_STAMP = join(root, 'node_modules', '.vuga-install-stamp');

/**
 * A fingerprint of what `pnpm install` reads: the lockfile, the workspace file, every workspace package's
 * package.json, and the pnpm and Node versions.
 */
export function installStamp(base = root) {
  const hash = createHash('sha256').update(`${pnpmVersion}\0${process.version}\0`);
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const folder of ['apps', 'packages']) {
    const dir = join(base, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) manifests.push(join(folder, name, 'package.json'));
  }
  for (const file of manifests) {
    const path = join(base, file);
    hash.update(`${file}\0${existsSync(path) ? readFileSync(path) : ''}\0`);
  }
  return hash.digest('hex');
}

/**
 * Installs the workspace's dependencies exactly as the lockfile says. Skipped, without starting pnpm, when
 * the last install succeeded from the same lockfile and manifests (a stamp in node_modules says so).
 */
export function installDependencies() {
  ensurePnpm();
  const stamp = installStamp();
  const installed = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : null;
  if (installed === stamp && existsSync(join(root, 'node_modules', '.modules.yaml'))) {
    console.log(
      '» Dependencies: up to date (lockfile and package.json files unchanged since the last install)',
    );
    return;
  }
  console.log(
    `» Installing dependencies (${installed ? 'the lockfile or a package.json changed' : 'no install recorded yet'})`,
  );
  const args = ['install', '--prefer-offline'];
  if (process.env.CI) args.push('--frozen-lockfile');
  const code = pnpm(args);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code}).`);
  writeFileSync(INSTALL_STAMP, stamp);
}

/**
 * Prebuilds the tutor's content to packages/tutor/dist/content.json (validated content, attestation index, the
 * model's maps and the quiz bank), so the API loads it in milliseconds. Not fatal: without the file the tutor
 * reads the YAML instead.
 */
export function buildTutorContent() {
  const build = () => pnpm(['--filter', '@vuga/tutor', 'run', 'build']);
  const inputs = ['packages/tutor/src', 'packages/tutor/content', 'packages/tutor/package.json'];
  if (buildOnce({ what: 'The tutor content', inputs, output: 'packages/tutor/dist' }, build) !== 0)
    console.warn('» Prebuilding the tutor content failed; the tutor will read the YAML instead.');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** apt-get update, then install the packages; throws when either fails. */
function aptInstall(what, packages) {
  console.log(`» Installing ${what} (apt-get install -y ${packages.join(' ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', ...packages], { env }) !== 0
  ) {
    throw new Error(`Installing ${what} with apt-get failed.`);
  }
}

/** Makes sure Chromium is present for the story and end-to-end tests. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (!isRoot()) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
    );
  }
  aptInstall('Chromium', ['chromium']);
}

/** The espeak-ng the API runs (ESPEAK_NG_PATH, as in packages/tutor/src/speech/synthesize.ts, else PATH). */
const espeakBinary = () => process.env.ESPEAK_NG_PATH || 'espeak-ng';
const espeakRuns = () => spawnSync(espeakBinary(), ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure espeak-ng is present: the tutor speaks words that have no native recording with it. Installed
 * with apt-get when running as root. Otherwise `required` (the tests, which run it for real) throws with how
 * to install it; not required (npm start) it only warns, since the API still works without it — those words
 * just have no audio.
 */
export function ensureEspeak({ required }) {
  if (espeakRuns()) return;
  const howTo = `espeak-ng is not installed. Install it (Debian/Ubuntu: sudo apt-get install -y espeak-ng) or set ESPEAK_NG_PATH to an espeak-ng binary`;
  if (isRoot()) {
    try {
      aptInstall('espeak-ng', ['espeak-ng']);
    } catch (error) {
      if (required) throw error;
    }
    if (espeakRuns()) return;
  }
  if (required) throw new Error(`${howTo}, then run npm test again.`);
  console.warn(`! ${howTo}; until then words without a native recording have no audio.`);
}

/**
 * Records the course ahead of time (apps/api/src/prepare-audio.ts): every word and phrase the units teach that
 * has no native clip is synthesised into the API's speech folder, so a device keeping a unit's audio for
 * offline fetches files that exist. About a minute on a fresh clone; a check of a few seconds after that. Not
 * fatal: the API makes a missing file on its first request.
 */
export function prepareCourseAudio() {
  // Skipped when neither the course, the tutor nor the API changed since the last recording into the same
  // folder with espeak-ng in the same state (a deleted file is made again by the API on its first request).
  const env = {
    AUDIO_CACHE_DIR: process.env.AUDIO_CACHE_DIR ?? '',
    SPEECH_SHARED_DIR: process.env.SPEECH_SHARED_DIR ?? '',
    espeak: espeakRuns() ? espeakBinary() : 'none',
  };
  const output = relative(
    root,
    resolve(root, 'apps', 'api', env.SPEECH_SHARED_DIR || env.AUDIO_CACHE_DIR || '.audio-cache'),
  );
  const inputs = ['packages/tutor/src', 'packages/tutor/content', 'apps/api/src', 'apps/api/package.json'];
  const record = () => pnpm(['--filter', '@vuga/api', '--silent', 'run', 'audio:prepare']);
  if (buildOnce({ what: 'Course audio', inputs, env, output }, record) !== 0)
    console.warn('» Recording the course ahead of time failed; the API records each word when first asked.');
}

const redisBinary = () => process.env.REDIS_SERVER_PATH || 'redis-server';
const redisRuns = () => spawnSync(redisBinary(), ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure redis-server is present: the API's shared rate-limit test and the two-instance bench start a
 * throwaway one on a free port (apps/api/bench/processes.mjs). Installed with apt-get when running as root.
 */
export function ensureRedis() {
  if (redisRuns()) return;
  if (isRoot()) {
    aptInstall('redis-server', ['redis-server']);
    if (redisRuns()) return;
  }
  throw new Error(
    'redis-server is not installed. Install it (Debian/Ubuntu: sudo apt-get install -y redis-server) or set REDIS_SERVER_PATH to a redis-server binary, then run again.',
  );
}
