import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const form = style({ maxWidth: '40rem' });
export const thanks = style({ maxWidth: '40rem', outline: 'none' });
export const rating = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
export const hint = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const ratingOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
});
