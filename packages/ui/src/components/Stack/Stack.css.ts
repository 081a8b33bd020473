import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});
