import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    border: '1px solid currentColor',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken },
      accent: { color: vars.color.accentText, backgroundColor: vars.color.accentSurface },
      success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
      info: { color: vars.color.info, backgroundColor: vars.color.infoSurface },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
      caution: { color: vars.color.caution, backgroundColor: vars.color.cautionSurface },
      critical: { color: vars.color.critical, backgroundColor: vars.color.criticalSurface },
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `0 ${vars.space.xs}` },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space.xxs} ${vars.space.sm}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
