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

// A wide table scrolls inside its box, never the page, with the shared edge shadows as the cue. In a narrow
// box (a phone) each row stacks instead: one cell a line, each led by its column's name, so every column shows.
const NARROW = '(max-width: 30rem)';
export const tableScroll = style([
  scrollBox,
  { overflowX: 'auto', maxWidth: '100%', containerType: 'inline-size' },
]);
export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  minWidth: '100%',
  '@container': { [NARROW]: { display: 'block' } },
});
/** The column names row: kept for screen readers, hidden when the rows stack (each cell names its column). */
export const head = style({
  '@container': {
    [NARROW]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
export const body = style({ '@container': { [NARROW]: { display: 'block' } } });
export const row = style({
  '@container': {
    [NARROW]: {
      display: 'block',
      paddingBlock: vars.space.xs,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
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
  '@container': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(5rem, 40%) minmax(0, 1fr)',
      gap: vars.space.sm,
      paddingBlock: vars.space.xxs,
      border: 'none',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
  selectors: {
    '&::before': {
      '@container': {
        [NARROW]: {
          content: 'attr(data-label)',
          fontWeight: vars.fontWeight.bold,
          color: vars.color.textMuted,
        },
      },
    },
  },
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
