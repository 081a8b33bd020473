import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    color: vars.color.accentText,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  variants: {
    variant: {
      // Inline links stay underlined: colour alone must not be the only cue inside text.
      inline: { textDecoration: 'underline' },
      standalone: {
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
      muted: { color: vars.color.textMuted, textDecoration: 'underline' },
    },
  },
  defaultVariants: { variant: 'inline' },
});
