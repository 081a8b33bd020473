import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@vuga/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
// One column no wider than the screen (a Stack): its boxes shrink to fit rather than push the page sideways.
export const main = style({ minWidth: 0 });
/** The method's label is a sentence on a guess ("Word-by-word guess — check with a speaker"): it may wrap. */
export const methodBadge = style({ whiteSpace: 'normal' });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const direction = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const sidebar = style({ minWidth: 0 });
export const subTitle = style({ fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.xs}` });

// A sure translation has a solid edge in the success colour; a literal guess a dashed edge in the warning
// colour and italic text, so the difference shows before any label is read.
export const result = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 6,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  selectors: {
    '&[data-method="exact"]': { borderLeftColor: vars.color.success },
    '&[data-method="fuzzy"], &[data-method="memory"]': { borderLeftColor: vars.color.info },
    '&[data-method="word-by-word"]': {
      borderStyle: 'dashed',
      borderColor: vars.color.warning,
      background: vars.color.warningSurface,
    },
    '&[data-method="none"]': { borderLeftColor: vars.color.critical },
  },
});
export const output = recipe({
  base: { margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' },
  variants: {
    sure: {
      true: { fontWeight: vars.fontWeight.bold },
      false: { fontStyle: 'italic', fontWeight: vars.fontWeight.regular },
    },
  },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const advice = style({ margin: 0, fontSize: vars.fontSize.sm });
export const gloss = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const alternatives = style({ margin: 0, paddingLeft: vars.space.lg, overflowWrap: 'anywhere' });
export const copyStatus = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const historyItem = style({
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});
export const historyOriginal = style({ fontWeight: vars.fontWeight.semibold });

export { panel, panelTitle } from '../../../components/panel.css.ts';
