import { style, styleVariants } from '@vanilla-extract/css';
import { collapseQueries } from '../../layout/scale.css.ts';

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

/** Below a breakpoint the items stack, each the full width. */
export const collapseBelow = {
  never: '',
  tablet: style({
    '@media': { [collapseQueries.tablet]: { flexDirection: 'column', alignItems: 'stretch' } },
  }),
  desktop: style({
    '@media': { [collapseQueries.desktop]: { flexDirection: 'column', alignItems: 'stretch' } },
  }),
};
