import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';
import { BAR_HEIGHT, PHONE } from './tab-bar.css.ts';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // The phone's tab bar is fixed at the bottom: the page ends above it.
  '@media': { [PHONE]: { paddingBottom: `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom))` } },
});
// Plain links take the theme's link colour (the browser's blue fails contrast on the dark surface); :where keeps
// this weaker than any class, so styled links (navigation, buttons) keep theirs.
globalStyle(`:where(${shell}) a`, { color: vars.color.accentText });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-3rem',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const headerInner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const brand = style({
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.lg,
  color: vars.color.accentText,
  textDecoration: 'none',
  marginRight: 'auto',
});

// On narrow screens the navigation is one row of its own that scrolls sideways, with its height kept while the
// signed-in state is still unknown: links arriving never push the page down (layout shift). On a phone it is the
// tab bar at the bottom instead (tab-bar.tsx).
export const nav = style({
  width: '100%',
  minWidth: 0,
  order: 3,
  minHeight: '2.5rem',
  '@media': {
    [PHONE]: { display: 'none' },
    'screen and (min-width: 900px)': { width: 'auto', order: 0 },
  },
});

export const navList = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  gap: vars.space.xs,
  margin: 0,
  // Room for the focus ring, which the scrolling box would otherwise clip.
  padding: vars.space.xxs,
  '@media': { 'screen and (min-width: 900px)': { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const footerList = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      color: vars.color.accentText,
      textDecoration: 'underline',
      textUnderlineOffset: '0.3em',
    },
  },
});

/** "Welcome, <name>": one line whatever the name's length, cut with an ellipsis (the full text is its title). */
export const greeting = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [PHONE]: { maxWidth: '10rem' } },
});

export const main = style({
  flex: 1,
  // At least a screen tall, so the footer starts below the fold and a page arriving (lazy routes) never pushes
  // it down in view (layout shift).
  minHeight: '100vh',
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const footerLink = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});
