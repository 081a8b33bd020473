import { style, styleVariants } from '@vanilla-extract/css';
import { collapseQuery } from '../../layout/scale.css.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const noWrap = style({ flexWrap: 'nowrap' });

/** On a phone the items stack, each the full width. */
export const collapse = style({
  '@media': { [collapseQuery]: { flexDirection: 'column', alignItems: 'stretch' } },
});
