// A box whose content scrolls inside it (RichContent's tables, DataTable): its border, its focus ring (it is
// keyboard-focusable) and the cue that it scrolls sideways — shadows at either edge while there is more to see,
// on the scrolling content's background, so they fade out at the ends (CSS only).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const scrollBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surfaceRaised} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surfaceRaised} 30%, transparent)`,
    `linear-gradient(to right, ${vars.color.border}, transparent)`,
    `linear-gradient(to left, ${vars.color.border}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
});
