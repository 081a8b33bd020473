// Child-process helpers shared by the start, test and bench scripts. No dependencies: these run before
// `pnpm install` has happened.
import { spawn, spawnSync } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs a command to completion, passing its output through, and resolves with its exit code and the last
 * `keep` characters it printed (so a summary can show why it failed).
 */
export function runKeepingTail(cmd, args, options = {}, keep = 6_000) {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(cmd, args, { cwd: root, ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    const pass = (stream) => (chunk) => {
      stream.write(chunk);
      tail = (tail + chunk.toString()).slice(-keep);
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.once('error', rejectRun);
    child.once('close', (code) => resolveRun({ code: code ?? 1, tail }));
  });
}

/** Every process group started here that has not exited yet, so that Ctrl+C can stop one still starting. */
const live = new Set();

/**
 * Starts a long-running command in its own process group so that stopping it also stops everything it
 * spawned (gcloud starts a shell that starts Java; firebase-tools starts its own workers).
 */
export function startGroup(name, cmd, args, { env = {}, cwd = root, quiet = false } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (!quiet) process.stdout.write(prefixLines(name, chunk.toString()));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const proc = { name, child, exited, output: () => output };
  live.add(proc);
  exited.then(() => live.delete(proc));
  return proc;
}

/** Stops every process group started with startGroup that is still running (one starting included). */
export function stopAllGroups() {
  return Promise.all([...live].map((proc) => stopGroup(proc)));
}

function prefixLines(name, text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `[${name}] ${line}\n`)
    .join('');
}

/** Stops a process group: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopGroup(proc, graceMs = 8000) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const signal = (sig) => {
    try {
      process.kill(-proc.child.pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
  // Children of the group (the Java emulator behind gcloud's shell) may outlive the leader briefly.
  signal('SIGKILL');
}

/**
 * Polls a URL until it answers with any HTTP status below 500, or throws after `timeoutMs` (at once when `proc`,
 * the process meant to answer, has exited).
 * @param {string} url
 * @param {{ timeoutMs?: number, proc?: { name: string, child: import('node:child_process').ChildProcess, output: () => string } }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  // Asks once more after the deadline: a caller that blocked the event loop meanwhile (a synchronous build
  // while the emulators start) must not time out what answered long ago.
  for (let last = false; !last; ) {
    last = Date.now() >= deadline;
    if (proc && proc.child.exitCode !== null) {
      throw new Error(
        `${proc.name} exited with code ${proc.child.exitCode} before ${url} answered:\n${proc.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (!last) await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${url}${proc ? `:\n${proc.output()}` : ''}`);
}

/** Resolves true when something accepts TCP connections on 127.0.0.1:port. */
export function isPortInUse(port) {
  return new Promise((resolvePort) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

/** Resolves with a TCP port on 127.0.0.1 that nothing listens on (the system's choice). */
export function freePort() {
  return new Promise((resolvePort, rejectPort) => {
    const server = createServer();
    server.once('error', rejectPort);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Throws an error naming every port of `ports` ({ name: port }) that is already taken. */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (await isPortInUse(port)) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    const error = new Error(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop whatever is using ${busy.length > 1 ? 'them' : 'it'} and try again.`,
    );
    error.code = 'EPORTINUSE';
    throw error;
  }
}
