import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export { stage } from '../../../components/panel.css.ts';

/** The item and its decisions beside the progress from 1024 px; one above the other below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  },
});
export const main = style({ minWidth: 0 });
export const side = style({ minWidth: 0 });
export const headline = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const section = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.critical, margin: 0 });
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
});
export const kbd = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xxs}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  marginInlineStart: vars.space.xxs,
});
export const form = style({ minWidth: 0 });
export const title = style({ margin: 0 });
