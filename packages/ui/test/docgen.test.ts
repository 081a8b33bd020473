// The docs pages' prop tables name each prop's real type. Storybook reads them with react-docgen-typescript and
// the options in .storybook/docgen.ts; this parses every component the same way and checks no prop is "unknown"
// and every prop the kit declares has a description (its JSDoc comment), which the table shows beside it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../../../.storybook/docgen.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const components = join(root, 'packages', 'ui', 'src', 'components');
const files = readdirSync(components).map((name) => join(components, name, `${name}.tsx`));
const docs = withCustomConfig(join(root, 'tsconfig.json'), docgenOptions).parse(files);
const propType = (component: string, prop: string) =>
  docs.find((doc) => doc.displayName === component)?.props[prop]?.type.name;

describe('prop tables', () => {
  it('document every component', () => {
    const documented = new Set(docs.map((doc) => doc.displayName));
    const missing = readdirSync(components).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it("describe every component (its JSDoc is the docs page's description)", () => {
    const undescribed = docs
      .filter((doc) => /^[A-Z]/.test(doc.displayName) && doc.description.trim() === '')
      .map((doc) => doc.displayName);
    expect(undescribed).toEqual([]);
  });

  it('name real types where the default parser said "unknown"', () => {
    expect(propType('QuizCard', 'options')).toBe('readonly string[]');
    expect(propType('ChatBubble', 'author')).toBe('enum');
  });

  it('leave no prop of any component typed "unknown" or "any"', () => {
    const vague = docs.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => ['unknown', 'any'].includes(prop.type.name))
        .map((prop) => `${doc.displayName}.${prop.name}`),
    );
    expect(vague).toEqual([]);
  });

  it("describe every prop the kit declares (DOM attributes and Radix's own are left out)", () => {
    // react-docgen-typescript gives the declaring file as a path relative to the file system's root.
    const kitSource = /(^|\/)packages\/ui\/src\//;
    const declared = docs.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => kitSource.test(prop.parent?.fileName ?? ''))
        .map((prop) => ({ name: `${doc.displayName}.${prop.name}`, description: prop.description.trim() })),
    );
    expect(declared.length).toBeGreaterThan(300);
    expect(declared.filter((prop) => prop.description === '').map((prop) => prop.name)).toEqual([]);
  });
});
