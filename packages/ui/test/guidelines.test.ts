// Every component's docs page has an anatomy, do's and don'ts and an accessibility section (Storybook's page
// template, .storybook/DocsPage.tsx, renders packages/ui/src/docs/guidelines.ts), written for that component: the
// page finds its entry by the last segment of the stories' title, and no piece of advice is pasted into two entries.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidelines } from '../src/docs/guidelines.ts';

const components = join(import.meta.dirname, '..', 'src', 'components');
const names = readdirSync(components);

describe('component guidelines', () => {
  it('exist for every component, and only for components', () => {
    expect(Object.keys(guidelines).sort()).toEqual([...names].sort());
  });

  it("are found by each docs page: its stories' title ends with the component's name", () => {
    const titles = names.map((name) => {
      const stories = readFileSync(join(components, name, `${name}.stories.tsx`), 'utf8');
      return stories
        .match(/^\s+title: '([^']+)'/m)?.[1]
        ?.split('/')
        .at(-1);
    });
    expect(titles).toEqual(names);
  });

  it('have an anatomy, two do’s, two don’ts and an accessibility note each', () => {
    const thin = Object.entries(guidelines)
      .filter(([, g]) => g.anatomy.length < 1 || g.do.length < 2 || g.dont.length < 2 || g.a11y.length < 1)
      .map(([name]) => name);
    expect(thin).toEqual([]);
  });

  it('are written for their component, not copied from another', () => {
    const seen = new Map<string, string>();
    const copies: string[] = [];
    for (const [name, g] of Object.entries(guidelines)) {
      for (const text of [...g.do, ...g.dont, ...g.a11y]) {
        const other = seen.get(text);
        if (other) copies.push(`${name} and ${other}: ${text}`);
        seen.set(text, name);
      }
    }
    expect(copies).toEqual([]);
  });
});
