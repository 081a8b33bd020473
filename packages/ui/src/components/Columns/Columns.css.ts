import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { collapseQueries, fromQueries } from '../../layout/scale.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** The gap between columns, which a fractional column subtracts its share of so the widths add up exactly. */
export const columnGap = createVar();

export const root = style({ display: 'flex', gap: columnGap, minWidth: 0 });

const scale = { none: '0', ...vars.space };
export const space = styleVariants(scale, (value) => ({ vars: { [columnGap]: value } }));
/** The gap from each breakpoint up (a responsive space's `tablet` and `desktop` values). */
export const spaceFrom = {
  tablet: styleVariants(scale, (value) => ({
    '@media': { [fromQueries.tablet]: { vars: { [columnGap]: value } } },
  })),
  desktop: styleVariants(scale, (value) => ({
    '@media': { [fromQueries.desktop]: { vars: { [columnGap]: value } } },
  })),
};

export const alignY = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

const collapsed = { flexDirection: 'column', alignItems: 'stretch' } as const;
/** Below a breakpoint the columns go one under another. */
export const collapseBelow = {
  never: '',
  tablet: style({ '@media': { [collapseQueries.tablet]: collapsed } }),
  desktop: style({ '@media': { [collapseQueries.desktop]: collapsed } }),
};

// A column of fraction f takes f of the row less (1 − f) of one gap: any set of fractions that adds up to 1 fills
// the row exactly, whatever the number of gaps between them.
const fraction = (f: number) => ({ flex: `0 0 calc(${f * 100}% - ${columnGap} * ${1 - f})` });

export const width = styleVariants({
  fill: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
});

const fullWidth = { flex: '0 0 auto', width: '100%' } as const;
export const column = style({
  minWidth: 0,
  '@media': {
    [collapseQueries.tablet]: { selectors: { [`${collapseBelow.tablet} > &`]: fullWidth } },
    [collapseQueries.desktop]: { selectors: { [`${collapseBelow.desktop} > &`]: fullWidth } },
  },
});
