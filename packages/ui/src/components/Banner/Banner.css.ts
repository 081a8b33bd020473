import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid currentColor',
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.info, backgroundColor: vars.color.infoSurface },
      success: { borderLeftColor: vars.color.success, backgroundColor: vars.color.successSurface },
      warning: { borderLeftColor: vars.color.warning, backgroundColor: vars.color.warningSurface },
      critical: { borderLeftColor: vars.color.critical, backgroundColor: vars.color.criticalSurface },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'inline-flex', fontSize: vars.fontSize.lg, marginTop: '0.1em' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.critical },
    },
  },
});

export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const message = style({ margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexShrink: 0 });
