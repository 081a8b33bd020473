import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

/** Below this width the main links move from the header to the tab bar. */
export const PHONE_QUERY = '(max-width: 639.98px)';
export const PHONE = `screen and ${PHONE_QUERY}`;
/** The bar's height, kept free at the bottom of the page so it never covers the footer. */
export const BAR_HEIGHT = '4rem';

export const bar = style({
  display: 'none',
  '@media': {
    [PHONE]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 20,
      minHeight: BAR_HEIGHT,
      paddingBottom: 'env(safe-area-inset-bottom)',
      background: vars.color.surfaceRaised,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const tabs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
});

export const slot = style({ position: 'relative', display: 'flex' });

export const tab = style({
  flex: 1,
  // The bar is BAR_HEIGHT tall with its top border.
  minHeight: `calc(${BAR_HEIGHT} - 1px)`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[data-current]': { color: vars.color.accentText },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: '1.375rem' });

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menu = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: `calc(100% + ${vars.space.xs})`,
  minWidth: '12rem',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accentText, fontWeight: vars.fontWeight.semibold },
  },
});
