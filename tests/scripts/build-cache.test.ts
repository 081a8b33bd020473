// The build cache of `npm start` and the e2e stack: a build runs again whenever a source, the environment or
// its output folder changed, and only then.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOnce } from '../../scripts/lib/build-cache.mjs';

let base: string;
let builds: number;
const build = (code = 0) => {
  builds += 1;
  mkdirSync(join(base, 'app', 'dist'), { recursive: true });
  writeFileSync(join(base, 'app', 'dist', 'index.html'), `build ${builds}`);
  return code;
};
const once = (env: Record<string, string> = { VITE_API: 'http://127.0.0.1:5001' }, code = 0) =>
  buildOnce({ what: 'The app', inputs: ['app', 'lib'], env, output: 'app/dist', base }, () => build(code));

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'vuga-build-cache-'));
  builds = 0;
  mkdirSync(join(base, 'app', 'src'), { recursive: true });
  mkdirSync(join(base, 'lib'), { recursive: true });
  writeFileSync(join(base, 'app', 'src', 'main.ts'), 'export const a = 1;\n');
  writeFileSync(join(base, 'lib', 'index.ts'), 'export const b = 2;\n');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(base, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('buildOnce', () => {
  it('builds the first time, then skips while nothing changed', () => {
    expect(once()).toBe(0);
    expect(once()).toBe(0);
    expect(builds).toBe(1);
  });

  it('builds again when a source is edited, added or removed, even one the output sits beside', () => {
    once();
    writeFileSync(join(base, 'lib', 'index.ts'), 'export const b = 3;\n');
    once();
    expect(builds).toBe(2);
    writeFileSync(join(base, 'app', 'src', 'new.ts'), '');
    once();
    expect(builds).toBe(3);
    rmSync(join(base, 'app', 'src', 'new.ts'));
    once();
    expect(builds).toBe(4);
    // Same size, new time (a checkout of another version of the file).
    utimesSync(join(base, 'app', 'src', 'main.ts'), new Date(), new Date(Date.now() + 5000));
    once();
    expect(builds).toBe(5);
  });

  it('builds again when the environment it reads changes', () => {
    once();
    once({ VITE_API: 'https://api.example.org' });
    expect(builds).toBe(2);
  });

  it('builds again when something else replaced the output, and after a failed build', () => {
    once();
    rmSync(join(base, 'app', 'dist'), { recursive: true });
    once();
    expect(builds).toBe(2);
    writeFileSync(join(base, 'lib', 'index.ts'), 'broken');
    expect(once(undefined, 1)).toBe(1);
    expect(once()).toBe(0);
    expect(builds).toBe(4);
  });
});
