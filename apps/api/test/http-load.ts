// One POST on a keep-alive agent, for the SIGTERM tests: its status and whether the server said it closes the
// connection, or the socket error (a reset) when there was no HTTP answer.
import { type Agent, request } from 'node:http';

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
