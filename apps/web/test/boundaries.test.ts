// The import boundaries are enforced by Biome (biome.json: `noRestrictedImports` per folder and
// `noImportCycles`), so `npm test`'s lint step fails on a new violation. These tests plant one import of each
// forbidden kind in a copy of the layout, with the repository's own configuration, and check that Biome refuses
// it while the allowed import next to it passes. Cycles count type imports too (`ignoreTypes: false`): a type
// import is erased at run time, but the files still depend on each other in a loop. packages/tutor alone still
// has type-only cycles, so it keeps Biome's default there.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
const sandbox = mkdtempSync(path.join(tmpdir(), 'vuga-boundaries-'));
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
delete config.$schema;
config.vcs = { enabled: false };
writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints `files` (path → source) in the sandbox and returns the rules that fired, by file. */
function lint(files: Record<string, string>): Map<string, string[]> {
  const dir = mkdtempSync(path.join(sandbox, 'case-'));
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=50', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output.slice(output.indexOf('{'))) as {
    diagnostics: { category: string; location: { path: { file: string } | string } }[];
  };
  const fired = new Map<string, string[]>();
  for (const diagnostic of report.diagnostics) {
    const where = diagnostic.location.path;
    const file = (typeof where === 'string' ? where : where.file).replaceAll('\\', '/');
    fired.set(file, [...(fired.get(file) ?? []), diagnostic.category]);
  }
  return fired;
}

const exported = (name: string) => `export const ${name} = 1;\n`;

describe('import boundaries', () => {
  it('refuses a feature importing another feature, and allows shared code', () => {
    const fired = lint({
      'apps/web/src/features/learn/api/learn.ts': exported('learn'),
      'apps/web/src/lib/api-client.ts': exported('client'),
      'apps/web/src/features/chat/components/planted.ts':
        "import { learn } from '../../learn/api/learn.ts';\n\nexport const planted = learn;\n",
      'apps/web/src/features/chat/components/allowed.ts':
        "import { client } from '../../../lib/api-client.ts';\n\nexport const allowed = client;\n",
    });
    expect(fired.get('apps/web/src/features/chat/components/planted.ts')).toContain(
      'lint/style/noRestrictedImports',
    );
    expect(fired.has('apps/web/src/features/chat/components/allowed.ts')).toBe(false);
  });

  it('refuses shared code importing a feature', () => {
    const fired = lint({
      'apps/web/src/features/learn/learn-content.ts': exported('words'),
      'apps/web/src/components/layout/planted.ts':
        "import { words } from '../../features/learn/learn-content.ts';\n\nexport const planted = words;\n",
    });
    expect(fired.get('apps/web/src/components/layout/planted.ts')).toContain(
      'lint/style/noRestrictedImports',
    );
  });

  it('refuses a package importing an app', () => {
    const fired = lint({
      'apps/web/src/lib/settings.ts': exported('settings'),
      'packages/learn/src/planted.ts':
        "import { settings } from '../../../apps/web/src/lib/settings.ts';\n\nexport const planted = settings;\n",
    });
    expect(fired.get('packages/learn/src/planted.ts')).toContain('lint/style/noRestrictedImports');
  });

  it('refuses an import cycle', () => {
    const fired = lint({
      'packages/learn/src/a.ts': "import { b } from './b.ts';\n\nexport const a = () => b;\n",
      'packages/learn/src/b.ts': "import { a } from './a.ts';\n\nexport const b = () => a;\n",
    });
    expect(fired.get('packages/learn/src/a.ts')).toContain('lint/suspicious/noImportCycles');
  });

  it('refuses a cycle closed by a type import and a lazy import(), as the catalogs once closed one', () => {
    const fired = lint({
      'apps/web/src/lib/i18n.ts':
        "export const messages = <T>(english: T) => english;\nexport const load = () => import('../locales/fr.ts');\n",
      'apps/web/src/features/chat/chat-content.ts':
        "import { messages } from '../../lib/i18n.ts';\n\nexport const chatWords = messages({ send: 'Send' });\n",
      'apps/web/src/locales/fr.ts':
        "import type { chatWords } from '../features/chat/chat-content.ts';\n\nexport const chat: typeof chatWords = { send: 'Envoyer' };\n",
    });
    expect(fired.get('apps/web/src/lib/i18n.ts')).toContain('lint/suspicious/noImportCycles');
  });
});
