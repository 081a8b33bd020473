import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

/** Long-form text pages (legal, help): a readable measure and spacing. */
export const prose = style({ maxWidth: '46rem', lineHeight: vars.lineHeight.normal });

// Headings take their sizes from the kit's type scale; here only their spacing.
globalStyle(`${prose} h1`, { marginBottom: vars.space.sm });
globalStyle(`${prose} h2`, { marginTop: vars.space.xl, marginBottom: vars.space.sm });
globalStyle(`${prose} h3`, { marginTop: vars.space.lg, marginBottom: vars.space.xs });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginTop: 0, marginBottom: vars.space.md });
globalStyle(`${prose} a`, { color: vars.color.accentText });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
