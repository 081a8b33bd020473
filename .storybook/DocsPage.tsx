// Every component's docs page, in the order of Primer's: what it is (the component's JSDoc), an example, its
// anatomy, usage with do's and don'ts, accessibility, then its props and every story. The guidance is written in
// packages/ui/src/docs/guidelines.ts, one entry per component, found by the page's last title segment; pages with
// no entry (Foundations, the theme) show Storybook's usual blocks only.
import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';
import { useTheme } from 'storybook/theming';
import { type Guideline, guidelines } from '../packages/ui/src/docs/guidelines.ts';
import { darkColors, lightColors } from '../packages/ui/src/theme/palette.ts';

/** `code` in backticks as <code>, the rest as text. */
function Text({ children }: { children: string }) {
  return (
    <>
      {children.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith('`') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <code key={i}>{part.slice(1, -1)}</code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <Text>{item}</Text>
        </li>
      ))}
    </ul>
  );
}

function Advice({ title, items, color }: { title: string; items: readonly string[]; color: string }) {
  const box: CSSProperties = { borderTop: `4px solid ${color}`, paddingTop: 8 };
  return (
    <div style={box} data-guideline={title}>
      <p style={{ margin: 0, fontWeight: 700, color }}>{title}</p>
      <Bullets items={items} />
    </div>
  );
}

export function Guidelines({ anatomy, do: dos, dont, a11y }: Guideline): ReactNode {
  const colors = useTheme().base === 'dark' ? darkColors : lightColors;
  return (
    <>
      <Heading>Anatomy</Heading>
      <ol>
        {anatomy.map(([part, role]) => (
          <li key={part}>
            <strong>{part}</strong>: <Text>{role}</Text>
          </li>
        ))}
      </ol>
      <Heading>Usage</Heading>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 24 }}>
        <Advice title="Do" items={dos} color={colors.success} />
        <Advice title="Don’t" items={dont} color={colors.critical} />
      </div>
      <Heading>Accessibility</Heading>
      <Bullets items={a11y} />
    </>
  );
}

export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guideline = guidelines[preparedMeta.title.split('/').at(-1) ?? ''];
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      {guideline && <Guidelines {...guideline} />}
      {guideline && <Heading>Props</Heading>}
      <Controls />
      <Stories />
    </>
  );
}
