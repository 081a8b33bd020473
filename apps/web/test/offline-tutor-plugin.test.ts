// The offline tutor worker's build (offline-tutor-plugin.ts nodeStubs): the engine's file loader is given a stub,
// so its YAML parser and file reading are not in the worker's code.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeStubs } from '../offline-tutor-plugin.ts';

const tutorSource = fileURLToPath(new URL('../../../packages/tutor/src/', import.meta.url));
const plugin = nodeStubs();
const context = {
  resolve: async (id: string, importer: string) => ({ id: resolve(dirname(importer), id) }),
};
const resolveId = (id: string, importer: string) =>
  (plugin.resolveId as (this: typeof context, ...args: unknown[]) => Promise<string | null>).call(
    context,
    id,
    importer,
    {},
  );
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

describe('the offline tutor worker build', () => {
  it("gives the tutor's loader a stub with each of its exports, every function throwing", async () => {
    const stubId = await resolveId('./content/load.ts', resolve(tutorSource, 'tutor.ts'));
    expect(stubId).toBeTypeOf('string');
    expect(await resolveId('../content/load.ts', resolve(tutorSource, 'review/desk.ts'))).toBe(stubId);
    const code = load(stubId!) ?? '';
    const exported = [
      ...readFileSync(resolve(tutorSource, 'content/load.ts'), 'utf8').matchAll(
        /^export (?:function|class|const) (\w+)/gm,
      ),
    ].map(([, name]) => name!);
    expect(exported).toContain('loadContent');
    expect(exported).toContain('loadTutorTexts');
    const stub = new Function(
      `${code.replace(/^export /gm, '')}\nreturn { ${exported.join(', ')} };`,
    )() as Record<string, unknown>;
    expect(Object.keys(stub).sort()).toEqual([...exported].sort());
    expect(() => (stub.loadContent as () => unknown)()).toThrow(/not available in the browser/);
    expect(() => (stub.loadTutorTexts as () => unknown)()).toThrow(/not available in the browser/);
  });

  it('leaves any other module of that name alone', async () => {
    expect(await resolveId('./load.ts', resolve(tutorSource, 'eval/run.ts'))).toBeNull();
    expect(await resolveId('./content/schema.ts', resolve(tutorSource, 'tutor.ts'))).toBeNull();
  });
});
