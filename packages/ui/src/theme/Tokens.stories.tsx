import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import * as icons from '../icons/icons.tsx';

// Every icon the kit exports, by name (a story, so the whole set is the point, not tree-shaking).
const iconEntries = Object.entries(icons).filter(([key]) => key.endsWith('Icon') && key !== 'Icon') as [
  string,
  (p: icons.IconProps) => ReactNode,
][];

import { vars } from './contract.css.ts';

/**
 * The theme contract's scales besides colour and type: spacing, radius, shadow, motion, and the icons. Each value
 * is a CSS variable (`--vuga-space-md`, `--vuga-radius-lg`, `--vuga-motion-fast`…) and a `vars` entry
 * (`vars.space.md`) for vanilla-extract; a brand overrides them like colours. Layout primitives (Stack, Inline,
 * Columns, Box) take the spacing scale by name (`space="md"`, or one per breakpoint).
 */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space.md };
const name: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, minWidth: '12rem' };

function Scale({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: vars.space.sm }}>
      <h2 style={{ margin: 0 }}>{title}</h2>
      {children}
    </section>
  );
}

const spaces = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

/** Gaps and paddings: `xxs` 2 px to `xxl` 48 px, on a 16 px root. `none` is 0. */
export const Spacing: Story = {
  render: () => (
    <Scale title="Spacing">
      {spaces.map((space) => (
        <div key={space} style={row} data-space={space}>
          <span style={name}>{`space.${space}`}</span>
          <span
            data-testid={`space-${space}`}
            style={{ width: vars.space[space], height: '1rem', background: vars.color.accent }}
          />
        </div>
      ))}
    </Scale>
  ),
  play: async ({ canvas }) => {
    const widths = spaces.map((s) => canvas.getByTestId(`space-${s}`).getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(widths[3]).toBeCloseTo(16, 0);
  },
};

const radii = ['sm', 'md', 'lg', 'full'] as const;
const shadows = ['sm', 'md', 'lg'] as const;

/** A labelled sample of one token: a small raised tile with the token's style. */
function Sample({ label, style }: { label: string; style: CSSProperties }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.xs, justifyItems: 'center' }}>
      <span style={{ width: '4rem', height: '3rem', background: vars.color.surfaceRaised, ...style }} />
      <span style={name}>{label}</span>
    </div>
  );
}

/** Corners: `sm` for small controls, `md` for fields and buttons, `lg` for cards, `full` for pills. Shadows lift. */
export const RadiusAndShadow: Story = {
  render: () => (
    <Scale title="Radius and shadow">
      <div style={{ ...row, flexWrap: 'wrap' }}>
        {radii.map((radius) => (
          <Sample
            key={radius}
            label={`radius.${radius}`}
            style={{ borderRadius: vars.radius[radius], border: `2px solid ${vars.color.border}` }}
          />
        ))}
      </div>
      <div style={{ ...row, flexWrap: 'wrap' }}>
        {shadows.map((shadow) => (
          <Sample
            key={shadow}
            label={`shadow.${shadow}`}
            style={{ borderRadius: vars.radius.md, boxShadow: vars.shadow[shadow] }}
          />
        ))}
      </div>
    </Scale>
  ),
};

/**
 * Durations and one easing: `fast` (120 ms) for hover and press, `normal` (220 ms) for opening and moving. Under
 * `prefers-reduced-motion: reduce` the kit's animations and transitions stop (the reset layer).
 */
export const Motion: Story = {
  render: () => (
    <Scale title="Motion">
      {(['fast', 'normal', 'easing'] as const).map((token) => (
        <div key={token} style={row}>
          <span style={name}>{`motion.${token}`}</span>
          <code>
            {token === 'easing' ? 'cubic-bezier(0.2, 0, 0, 1)' : token === 'fast' ? '120ms' : '220ms'}
          </code>
        </div>
      ))}
    </Scale>
  ),
};

/**
 * The kit's stroke icons (24×24, `currentColor`, 1 em): decorative by default (`aria-hidden`), so the control
 * holding one carries the name. `Icon` draws an app's own paths in the same style.
 */
export const Icons: Story = {
  render: () => (
    <Scale title="Icons">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: vars.space.md,
        }}
      >
        {iconEntries.map(([key, Glyph]) => {
          return (
            <div key={key} style={{ ...row, gap: vars.space.sm }}>
              <span style={{ fontSize: vars.fontSize.xl, display: 'inline-flex' }}>
                <Glyph />
              </span>
              <span style={{ fontSize: vars.fontSize.sm }}>{key}</span>
            </div>
          );
        })}
      </div>
    </Scale>
  ),
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs.length).toBe(iconEntries.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
