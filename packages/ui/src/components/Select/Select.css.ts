import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// On top of the shared form-control look: room for the chevron, native arrow removed.
export const root = recipe({
  base: { appearance: 'none', paddingRight: vars.space.xl, cursor: 'pointer' },
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'inline-flex',
});

// A hint or an error under the select, in the size of the form fields' messages.
export const message = style({ fontSize: vars.fontSize.sm });
