import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});
export const note = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.info}`,
  backgroundColor: vars.color.infoSurface,
  borderRadius: vars.radius.sm,
});

// A wide table scrolls inside its box, never the page. The shadows at either edge show there is more to the
// side (they sit on the scrolling content's background, so they fade out at the ends: a CSS-only cue).
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
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
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '100%' });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  whiteSpace: 'nowrap',
});
export const example = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSurface,
});
export const exampleText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const exampleTarget = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const exampleTranslation = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
