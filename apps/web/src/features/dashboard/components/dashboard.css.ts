import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 800px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });
/** A section's h2 (the type scale's heading); the section's Stack spaces it. */
export const sectionTitle = style({ margin: 0 });
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});
export const bullets = style({ margin: 0, paddingLeft: vars.space.lg });
export const achievements = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
// Each badge fills its cell, so a row of badges has one height.
globalStyle(`${achievements} > li`, { display: 'grid' });

export { activity, muted } from '../../../components/list.css.ts';
