// The SIGTERM tests' harness: the API's real entry point as a child process, and one POST on a keep-alive
// agent (its status and whether the server said it closes the connection, or the socket error — a reset — when
// there was no HTTP answer).
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { type Agent, request } from 'node:http';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface ApiProcess {
  child: ChildProcessByStdio<null, Readable, null>;
  exited: Promise<number | null>;
  port: number;
}

/** The API's entry point on a free port of 127.0.0.1, with `env` over the test defaults; resolves once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // Node itself with tsx's loader, not the tsx CLI: the CLI relays SIGTERM and SIGKILLs its child when the
  // child does not acknowledge within 30 ms, which a loaded server does not (that alone resets connections).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      FIREBASE_PROJECT_ID: 'demo-vuga',
      RATE_LIMIT_PER_MINUTE: '100000',
      SHUTDOWN_TIMEOUT_MS: '15000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening`)));
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(buffered);
      if (found) resolve(Number(found[1]));
      buffered = buffered.slice(-500);
    });
  });
  return { child, exited, port };
}

export interface Outcome {
  status?: number;
  connectionClose?: boolean;
  error?: string;
}

export function send(
  agent: Agent,
  port: number,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connectionClose: res.headers.connection === 'close' }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}
