import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const details = style({
  display: 'grid',
  // The value column may shrink below its content, so a long email wraps instead of widening the page.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${details} > dd`, { minWidth: 0, overflowWrap: 'anywhere' });
export const switches = style({ maxWidth: '36rem' });

// The settings tabs stay on one row: on a narrow phone (four tabs, longer in French) the row scrolls sideways
// rather than wrapping. A shadow on the side with more tabs says so: the surface-coloured covers scroll with the
// tabs and hide the shadow at an end the row is scrolled to (background-attachment local over scroll). The line
// under the tabs is an inset shadow, which the selected tab's underline covers, because a scrolling box clips
// what hangs over its border; for the same reason a focused tab's ring is drawn inside it, and the row has a sliver
// of padding at its ends (kept out of the alignment) so the last tab scrolls wholly into view. Arrow keys move
// between tabs and the focused one scrolls into view.
export const tabs = style({});
const cover = vars.color.surface;
// The text's colour, faint: a dark shade on the light theme, a light one on the dark theme.
const shade = `color-mix(in srgb, ${vars.color.text} 22%, transparent)`;
globalStyle(`${tabs} [role="tablist"]`, {
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  borderBottom: 'none',
  paddingInline: vars.space.xxs,
  marginInline: `calc(-1 * ${vars.space.xxs})`,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  background: [
    `linear-gradient(to right, ${cover} 40%, transparent) left / 2rem 100% no-repeat local`,
    `linear-gradient(to left, ${cover} 40%, transparent) right / 2rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left / 0.75rem 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right / 0.75rem 100% no-repeat scroll`,
  ].join(', '),
});
globalStyle(`${tabs} [role="tab"]`, { flexShrink: 0, marginBottom: 0 });
globalStyle(`${tabs} [role="tab"]:focus-visible`, { outlineOffset: '-3px' });
