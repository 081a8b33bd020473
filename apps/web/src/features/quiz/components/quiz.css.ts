import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

// A stage of the quiz (setup, taking, results): the raised panel Learn's steps use too.
export { stage, stageTitle } from '../../../components/panel.css.ts';

/** The quiz: one column, centred on a wide screen (setup, questions and results). */
export const page = style({ maxWidth: '48rem', width: '100%', minWidth: 0, marginInline: 'auto' });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const estimate = style({ margin: 0 });
export const timer = style({ marginLeft: 'auto' });
export const flush = style({ margin: 0 });
export const heard = style({ margin: 0, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const score = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const performance = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const feedback = style({ margin: 0 });
export const reviewItem = style({ minWidth: 0 });
export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${answers} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${answers} dd`, { margin: 0 });
