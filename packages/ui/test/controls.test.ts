// The docs pages' controls: Storybook turns each prop read by react-docgen-typescript into an argType with its
// own `convert`, then our enhancer (.storybook/controls.ts) takes the control off what can't be edited in a form.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { withCustomConfig } from 'react-docgen-typescript';
import { convert } from 'storybook/internal/docs-tools';
import type { StoryContextForEnhancers, StrictArgTypes } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { disableUneditableControls } from '../../../.storybook/controls.ts';
import { docgenOptions } from '../../../.storybook/docgen.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const components = join(root, 'packages', 'ui', 'src', 'components');
const files = readdirSync(components).map((name) => join(components, name, `${name}.tsx`));
const docs = withCustomConfig(join(root, 'tsconfig.json'), docgenOptions).parse(files);

const enhanced = docs.map((doc) => {
  const argTypes = Object.fromEntries(
    Object.values(doc.props).map((prop) => [prop.name, { name: prop.name, type: convert(prop as never) }]),
  ) as StrictArgTypes;
  const result = disableUneditableControls({ argTypes } as StoryContextForEnhancers);
  return { component: doc.displayName, props: doc.props, argTypes: result };
});
const withControl = (typeName: RegExp) =>
  enhanced.flatMap(({ component, props, argTypes }) =>
    Object.values(props)
      .filter((prop) => typeName.test(prop.type.name) && argTypes[prop.name]?.control !== false)
      .map((prop) => `${component}.${prop.name}`),
  );

describe('controls on the docs pages', () => {
  it('leave no React node prop with a "Set object" control', () => {
    const nodes = enhanced.flatMap(({ props }) =>
      Object.values(props).filter((p) => p.type.name === 'ReactNode'),
    );
    expect(nodes.length).toBeGreaterThan(40);
    expect(withControl(/ReactNode|ElementType|Ref</)).toEqual([]);
  });

  it('keep the controls of props that can be edited (text, numbers, switches, choices)', () => {
    const button = enhanced.find(({ component }) => component === 'Button')?.argTypes;
    expect(button?.isFullWidth?.control).toBeUndefined();
    expect(button?.variant?.control).toBeUndefined();
    expect(
      enhanced.find(({ component }) => component === 'ProgressBar')?.argTypes.value?.control,
    ).toBeUndefined();
  });
});
