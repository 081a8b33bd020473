import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const addToReview = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
