import { style } from '@vanilla-extract/css';
import { scrollBox } from '../../internal/scroll-cue.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});
export const note = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.info}`,
  backgroundColor: vars.color.infoSurface,
  borderRadius: vars.radius.sm,
});

// A wide table scrolls inside its box, never the page, with the shared edge shadows as the cue.
export const tableScroll = style([scrollBox, { overflowX: 'auto', maxWidth: '100%' }]);
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '100%' });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  whiteSpace: 'nowrap',
});
export const example = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSurface,
});
export const exampleText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const exampleTarget = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const exampleTranslation = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
