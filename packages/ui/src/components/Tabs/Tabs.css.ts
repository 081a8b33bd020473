import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.md },
});

// Tabs that do not fit on one line wrap onto the next: every tab stays in view, none cut off at the edge.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'none',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-state="active"]': { color: vars.color.accentText, borderBottomColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({ outlineOffset: '4px' });
