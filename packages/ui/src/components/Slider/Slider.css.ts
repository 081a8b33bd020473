import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } });
export const labelRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '1.5rem',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});
export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
});
export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});
export const thumb = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
});
export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
