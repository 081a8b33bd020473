// The side panels of the chat and translate screens (tools, samples, history), and the stage of a step-by-step
// screen (the quiz's setup, questions and results; a lesson's steps; a review card).
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

export const stage = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});
export const stageTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
