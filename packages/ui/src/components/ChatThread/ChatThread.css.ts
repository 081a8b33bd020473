import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    // A scroll box contains what is positioned inside it (visually hidden text of a bubble): otherwise that text
    // stays where a long answer would reach, and the page grows blank below it.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    overflowY: 'auto',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
  },
});
