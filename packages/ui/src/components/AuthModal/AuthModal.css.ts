import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: { display: 'flex', flexDirection: 'column', gap: vars.space.md } });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
export const confirmation = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const confirmationText = style({ margin: 0 });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
