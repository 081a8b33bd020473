import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// An answer fades in as it opens (a closed one is hidden at once).
const open = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' }, to: { opacity: 1 } });

export const root = recipe({
  base: {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
  },
});

export const item = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const trigger = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  color: vars.color.text,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});
export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});
export const content = style({
  overflow: 'hidden',
  color: vars.color.text,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});
export const contentInner = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
