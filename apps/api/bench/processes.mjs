// Local processes for the production-layout test, the shared-limits test and the two-instance bench: a free
// loopback port, the built API started with plain node (time to ready and memory), and a throwaway
// redis-server (no persistence). Plain JavaScript so both node scripts and vitest tests can import it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/lib/proc.mjs';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A loopback port nothing listens on (never the stack's fixed ports). */
export { freePort };

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in KiB (Linux /proc), or undefined elsewhere. */
export function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far (user + system, all its threads) in ms, from Linux /proc; undefined
 * elsewhere. Unlike the time to ready it hardly moves with the machine's load.
 */
export function cpuMs(pid) {
  try {
    // The fields after the command name (which is in brackets and may hold spaces): utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
// Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture node runs on.
const CLOCK_TICKS = 100;

/** Stops a process group started here: SIGTERM, then SIGKILL after 5 s. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }, 5000).unref();
  });
}

/**
 * Starts the built API (dist/main.js, or `entry`) with plain node on a free port and waits for /ready to
 * answer 200. Resolves with its base URL, the child, the milliseconds from spawn to ready and the CPU time the
 * process had used by then.
 */
export async function startBuiltApi({
  entry = join(apiDir, 'dist', 'main.js'),
  cwd = apiDir,
  env = {},
} = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIRESTORE_EMULATOR_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).status === 200) {
        return { url, child, readyMs: performance.now() - started, readyCpuMs: cpuMs(child.pid) };
      }
    } catch {
      // not listening yet
    }
    await pause(10);
  }
  await stopProcess(child);
  throw new Error('the API did not answer /ready within 60 s');
}

/** Whether something accepts TCP connections on the port. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throwaway redis-server (Debian's, installed by scripts/lib/bootstrap.mjs) on a free loopback port, in
 * memory only (no RDB, no AOF). Resolves with its redis:// URL and a stop function.
 */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    process.env.REDIS_SERVER_PATH || 'redis-server',
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const failed = new Promise((_, reject) => child.once('error', reject));
  failed.catch(() => undefined);
  const started = Date.now();
  while (!(await Promise.race([accepts(port), failed]))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    if (Date.now() - started > 10_000) {
      await stopProcess(child);
      throw new Error('redis-server did not accept connections within 10 s');
    }
    await pause(20);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
