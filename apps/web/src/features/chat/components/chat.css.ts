import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const conversation = style({ minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const log = style({
  // A scroll box contains what is positioned inside it (visually hidden text): otherwise that text stays where
  // the long answer would reach, and the page grows blank below its footer.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '16rem',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
export const source = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const toolHint = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const nativeWords = style({
  maxHeight: '20rem',
  overflowY: 'auto',
});
export const categoryTitle = style({
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.xs} 0`,
  textTransform: 'capitalize',
});
export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export { panel, panelTitle } from '../../../components/panel.css.ts';
