import { style } from '@vanilla-extract/css';
import { text, vars } from '@vuga/ui';

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.1fr 1fr' } },
});
export const heroTitle = style([text.display, { margin: 0 }]);
export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
export const showcases = style({ minWidth: 0 });
export const word = style({ textAlign: 'center' });
export const wordRw = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  color: vars.color.accentText,
});
export const wordEn = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const wordGuide = style({ color: vars.color.textMuted, margin: 0, fontFamily: vars.font.mono });
export const sectionTitle = style({ marginTop: 0 });
export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});
export const featureCard = style({ height: '100%' });
