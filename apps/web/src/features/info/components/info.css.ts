import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const answer = style({ margin: `${vars.space.xs} 0 ${vars.space.md}`, color: vars.color.textMuted });
export const contact = style({ maxWidth: '46rem' });
export const form = style({ marginTop: vars.space.md });
export const cta = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  maxWidth: '46rem',
});
