import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const badge = style({ marginLeft: vars.space.xxs });

/** Read by screen readers, not shown. */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
