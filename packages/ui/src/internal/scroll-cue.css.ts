// The cue that a box scrolls sideways: shadows at either edge while there is more to see. They sit on the
// scrolling content's background, so they fade out at the ends (CSS only). RichContent's tables and DataTable.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const scrollCue = style({
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
