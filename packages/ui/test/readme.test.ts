// The README is the kit's reference for a stranger (Storybook's Introduction renders it): every name the package
// exports is in it, so nothing public goes undocumented, and nothing it names in its export index is gone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const pkgDir = join(import.meta.dirname, '..');
const entry = join(pkgDir, 'src', 'index.ts');
const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');

function exportedNames(): string[] {
  const program = ts.createProgram([entry], {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const source = program.getSourceFile(entry);
  const checker = program.getTypeChecker();
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error('src/index.ts has no exports');
  return checker.getExportsOfModule(module).map((symbol) => symbol.name);
}

describe('README', () => {
  const names = exportedNames();
  const index = readme.slice(readme.indexOf('## Everything it exports'));
  const indexed = new Set([...index.split('\n## ')[0]!.matchAll(/`(\w+)`/g)].map((match) => match[1]));

  it('names every export of the package in its export index', () => {
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !indexed.has(name))).toEqual([]);
  });

  it('names nothing in its export index that the package does not export', () => {
    expect([...indexed].filter((name) => !names.includes(name as string))).toEqual([]);
  });

  it('lists every component under its Storybook section, and no link to a local Storybook as if it were hosted', () => {
    const components = join(pkgDir, 'src', 'components');
    const missing = readdirSync(components).filter((name) => {
      const stories = readFileSync(join(components, name, `${name}.stories.tsx`), 'utf8');
      const title = stories.match(/^\s+title: '([^']+)'/m)?.[1];
      return !readme.includes(`- **${name}**: ${title}\n`);
    });
    expect(missing).toEqual([]);
    expect(readme).not.toMatch(/\]\(https?:\/\/(127\.0\.0\.1|localhost)[:/]/);
  });
});
