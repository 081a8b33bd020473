import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    padding: vars.space.xl,
    color: vars.color.text,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: { size: { sm: { padding: vars.space.md }, md: {} } },
});

export const icon = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.textMuted,
  display: 'inline-flex',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '36ch' });

export const illustration = style({ width: '7.5rem', height: 'auto', display: 'block' });

/** The illustrations' paints, from the theme so they follow light, dark and a brand. */
export const art = {
  wash: style({ fill: vars.color.surfaceSunken }),
  ink: style({ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 2 }),
  line: style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 3, strokeLinecap: 'round' }),
  accent: style({ fill: vars.color.accentSurface, stroke: vars.color.accent, strokeWidth: 2 }),
};
