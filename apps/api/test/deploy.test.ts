// The production layout without docker, as the Dockerfile makes it: the API built (dist/main.js), then
// `pnpm deploy --prod` of @vuga/api into a fresh folder (production dependencies only, the workspace packages
// copied in with their content), then started there with plain node. It must find the tutor's content, answer
// /ready, /health and a chat question. Slow (an install into a folder): one test, long timeout.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { apiDir, startBuiltApi, stopProcess } from '../bench/processes.mjs';

const pnpmEntry = join(apiDir, '..', '..', '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const pnpm = existsSync(pnpmEntry) ? pnpmEntry : join('/work/main/.tools/node_modules/pnpm/bin/pnpm.cjs');
const target = mkdtempSync(join(tmpdir(), 'vuga-api-deploy-'));
// The folder holds a full production install (a few hundred MB): removing it takes a while on a busy machine.
afterAll(() => rmSync(target, { recursive: true, force: true }), 120_000);

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: apiDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

it('deploys to a folder with production dependencies only and runs there with node alone', async () => {
  run(['build.mjs']);
  run([pnpm, '--filter', '@vuga/api', 'deploy', '--prod', '--legacy', '--prefer-offline', target]);
  expect(existsSync(join(target, 'dist', 'main.js'))).toBe(true);
  expect(existsSync(join(target, 'node_modules', '@vuga', 'tutor', 'content'))).toBe(true);
  // The prebuilt content too: without it the API reads the YAML and runs the rules, seconds instead of under one.
  expect(existsSync(join(target, 'node_modules', '@vuga', 'tutor', 'dist', 'content.json'))).toBe(true);
  // Development dependencies and the TypeScript runner are not there: node runs the bundle alone.
  expect(existsSync(join(target, 'node_modules', 'autocannon'))).toBe(false);
  expect(existsSync(join(target, 'node_modules', 'tsx'))).toBe(false);
  expect(existsSync(join(target, 'src'))).toBe(false);

  const api = await startBuiltApi({
    entry: join(target, 'dist', 'main.js'),
    cwd: target,
    env: { AUDIO_CACHE_DIR: join(target, 'audio'), NODE_PATH: '' },
  });
  try {
    const health = await (await fetch(`${api.url}/health`)).json();
    expect(health).toMatchObject({ status: 'ok', teaching_model: true });
    expect(health.available_words).toBeGreaterThan(0);
    const chat = await fetch(`${api.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'How do you say thank you in Kinyarwanda?' }),
    });
    expect(chat.status).toBe(200);
    const answer = await chat.json();
    expect(answer.response).toMatch(/murakoze/i);
    // Its recording (a native clip from the content, or speech made on request) is served from the layout.
    expect(answer.audio_url).toEqual(expect.any(String));
    const audio = await fetch(`${api.url}${answer.audio_url}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toMatch(/^audio\//);
  } finally {
    await stopProcess(api.child);
  }
}, 240_000);
