// The real entry point as a process: it logs JSON lines with request ids, and SIGTERM shuts it down cleanly.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// As `npm start` runs it (scripts/lib/stack.mjs): Node itself with tsx's loader, so a signal reaches the API's
// own handler. Through tsx's command-line wrapper, a SIGTERM the API took more than 30 ms to acknowledge (a busy
// machine) made the wrapper exit 143 on its own.
const api = (env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

it('serves, logs each request with its id, and exits 0 on SIGTERM', async () => {
  const child = api({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', FIREBASE_AUTH_EMULATOR_HOST: '' });
  const lines: Array<Record<string, unknown>> = [];
  let buffered = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        const line = JSON.parse(part) as Record<string, unknown>;
        lines.push(line);
        const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(line.msg))?.[1];
        if (address) resolve(address);
      }
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const base = await listening;
    const response = await fetch(`${base}/health`, { headers: { 'x-request-id': 'main-test-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('main-test-1');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const completed = lines.find((line) => line.msg === 'request completed' && line.reqId === 'main-test-1');
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(lines.some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  // Starting the API compiles it and builds the tutor: seconds alone, more than 30 on a busy machine.
}, 90_000);

it('refuses to start with an emulator host and a real project, and says why', async () => {
  const child = api({
    PORT: '0',
    FIREBASE_PROJECT_ID: 'vuga-production',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  expect(code).toBe(1);
  expect(stderr).toMatch(
    /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID "vuga-production" is not a demo-\* project/,
  );
}, 90_000);
