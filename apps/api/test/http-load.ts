// The SIGTERM tests' harness: the API's real entry point as a child process; one POST on a keep-alive agent
// (its status and whether the server said it closes the connection, or the socket error — a reset — when there
// was no HTTP answer); and a load of such POSTs with SIGTERM sent midway.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
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

/** The socket errors that mean a connection was reset rather than answered or refused. */
export const RESETS = ['ECONNRESET', 'EPIPE', 'socket hang up'];

export interface LoadResult {
  outcomes: { path: string; outcome: Outcome }[];
  /** The outcomes with a socket error, and those of them that are resets. */
  errors: { path: string; outcome: Outcome }[];
  resets: { path: string; outcome: Outcome }[];
  /** The HTTP statuses answered, in order. */
  statuses: number[];
  /** One line: requests, connections, 200s, 503s, resets and other errors. */
  summary: string;
}

/**
 * `connections` keep-alive clients send chats and quiz generations back to back, each until the server says it
 * closes the connection (a client would then go to another instance) or the connection fails; once 150 requests
 * are answered the API gets SIGTERM. Resolves when every client has stopped and the process has exited 0.
 */
export async function sigtermUnderLoad(
  { child, exited, port }: ApiProcess,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: LoadResult['outcomes'] = [];
  let reachedLoad: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    reachedLoad = resolve;
  });
  const client = async (n: number) => {
    for (let i = 0; ; i++) {
      const path = (n + i) % 2 === 0 ? '/chat' : '/quiz/generate';
      const body =
        path === '/chat'
          ? { question: `How do I say water? (${n}.${i})` }
          : { category: 'mixed', difficulty: 'mixed', num_questions: 5 };
      const outcome = await send(agent, port, path, body, headers);
      outcomes.push({ path, outcome });
      if (outcomes.length === 150) reachedLoad();
      if (outcome.error || outcome.connectionClose) return;
    }
  };
  const clients = Promise.all(Array.from({ length: connections }, (_, n) => client(n)));
  await loaded;
  child.kill('SIGTERM');
  await clients;
  const exitCode = await exited;
  agent.destroy();
  if (exitCode !== 0) throw new Error(`the API exited with ${exitCode} after SIGTERM`);

  const errors = outcomes.filter((o) => o.outcome.error);
  const resets = errors.filter((o) => RESETS.includes(o.outcome.error ?? ''));
  const statuses = outcomes.flatMap((o) => (o.outcome.status === undefined ? [] : [o.outcome.status]));
  const summary =
    `${outcomes.length} requests on ${connections} keep-alive connections; ` +
    `200: ${statuses.filter((s) => s === 200).length}, 503: ${statuses.filter((s) => s === 503).length}, ` +
    `resets: ${resets.length}, other errors: ${errors.length - resets.length}`;
  return { outcomes, errors, resets, statuses, summary };
}
