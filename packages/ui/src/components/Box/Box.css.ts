import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Surfaces with hierarchy: the page, raised (elevated), outlined, sunken and tinted with the accent. */
export const background = styleVariants({
  surface: { backgroundColor: vars.color.surface, color: vars.color.text },
  raised: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.md },
  outlined: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
  sunken: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  tinted: { backgroundColor: vars.color.accentSurface, color: vars.color.text },
});

export const radius = styleVariants(
  { none: '0', sm: vars.radius.sm, md: vars.radius.md, lg: vars.radius.lg, full: vars.radius.full },
  (value) => ({ borderRadius: value }),
);
