import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from '../src/plugins/security-headers.ts';

const options = { crossOriginResourcePolicy: { policy: 'cross-origin' as const } };

/** What helmet's own middleware puts on a real Node response. */
async function helmetOnARealResponse(): Promise<Record<string, string>> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    helmet(options)(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/`);
  server.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  }
  return headers;
}

describe('security headers', () => {
  it('are exactly the headers helmet sets, worked out once', async () => {
    const headers = securityHeaders(options);
    expect(headers).toEqual(await helmetOnARealResponse());
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('reach a route, a missing route and a refused body alike', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.post('/echo', async (request) => request.body);
    const expected = securityHeaders(options);
    for (const request of [
      { method: 'POST' as const, url: '/echo', payload: { a: 1 } },
      { method: 'GET' as const, url: '/missing' },
      {
        method: 'POST' as const,
        url: '/echo',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      },
    ]) {
      const response = await app.inject(request);
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name], name).toBe(value);
    }
    await app.close();
  });
});
