import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

/** Long-form text pages (legal, help): a readable measure and spacing. */
export const prose = style({ maxWidth: '46rem', lineHeight: vars.lineHeight.normal });

globalStyle(`${prose} h1`, {
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBottom: vars.space.sm,
});
globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
});
globalStyle(`${prose} h3`, {
  fontSize: vars.fontSize.lg,
  marginTop: vars.space.lg,
  marginBottom: vars.space.xs,
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginTop: 0, marginBottom: vars.space.md });
globalStyle(`${prose} a`, { color: vars.color.accentText });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
