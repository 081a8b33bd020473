// The side panels of the chat and translate screens (tools, samples, history).
import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const panelTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
