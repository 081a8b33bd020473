// The install stamp of `npm start` and `npm test`: pnpm install is skipped only while the lockfile, the
// workspace file and every workspace package.json are as they were at the last install.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installStamp } from '../../scripts/lib/bootstrap.mjs';

let base: string;

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'vuga-install-stamp-'));
  mkdirSync(join(base, 'apps', 'web'), { recursive: true });
  mkdirSync(join(base, 'packages', 'ui'), { recursive: true });
  writeFileSync(join(base, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
  writeFileSync(join(base, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n');
  writeFileSync(join(base, 'package.json'), '{ "name": "root" }\n');
  writeFileSync(join(base, 'apps', 'web', 'package.json'), '{ "name": "web" }\n');
  writeFileSync(join(base, 'packages', 'ui', 'package.json'), '{ "name": "ui" }\n');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('installStamp', () => {
  it('stays the same while nothing pnpm reads changed', () => {
    expect(installStamp(base)).toBe(installStamp(base));
    writeFileSync(join(base, 'apps', 'web', 'index.ts'), 'export {};\n');
    expect(installStamp(base)).toBe(installStamp(base));
  });

  it('changes with the lockfile, the workspace file, a package.json or a new package', () => {
    const seen = new Set([installStamp(base)]);
    writeFileSync(join(base, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n# changed\n");
    seen.add(installStamp(base));
    writeFileSync(join(base, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n  - packages/*\n');
    seen.add(installStamp(base));
    writeFileSync(join(base, 'packages', 'ui', 'package.json'), '{ "name": "ui", "dependencies": {} }\n');
    seen.add(installStamp(base));
    mkdirSync(join(base, 'packages', 'learn'));
    writeFileSync(join(base, 'packages', 'learn', 'package.json'), '{ "name": "learn" }\n');
    seen.add(installStamp(base));
    expect(seen.size).toBe(5);
  });
});
