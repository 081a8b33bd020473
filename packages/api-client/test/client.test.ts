import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src/index.ts';

// A real HTTP server on loopback, so the client is exercised through real sockets.
let server: Server;
let baseUrl: string;
let nextResponse: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
let lastAuthorization: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    const { status, body, delayMs = 0 } = nextResponse;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const health = {
  status: 'ok',
  teaching_model: true,
  common_voice_audio: true,
  available_words: 31,
  version: '0.1.0',
  uptime: 12.5,
};

describe('createApiClient', () => {
  it('parses a valid health response and sends the bearer token', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health) };
    const client = createApiClient({ baseUrl: `${baseUrl}/`, getToken: async () => 'token-123' });
    await expect(client.health()).resolves.toEqual(health);
    expect(lastAuthorization).toBe('Bearer token-123');
  });

  it('sends no authorization header when signed out', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health) };
    await createApiClient({ baseUrl, getToken: async () => null }).health();
    expect(lastAuthorization).toBeUndefined();
  });

  it("returns the server's error text for an error status", async () => {
    nextResponse = { status: 400, body: JSON.stringify({ error: 'question must not be empty' }) };
    const error = await createApiClient({ baseUrl })
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, serverMessage: 'question must not be empty' });
  });

  it('rejects a response that does not match the contract', async () => {
    nextResponse = { status: 200, body: JSON.stringify({ ...health, available_words: 'many' }) };
    await expect(createApiClient({ baseUrl }).health()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports a network failure when nothing listens', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.health()).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out a slow server', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health), delayMs: 500 };
    const client = createApiClient({ baseUrl, timeoutMs: 50 });
    await expect(client.health()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports a cancelled request as aborted', async () => {
    nextResponse = { status: 200, body: JSON.stringify(health), delayMs: 500 };
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl }).health({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
