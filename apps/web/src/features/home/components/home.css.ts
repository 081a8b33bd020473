import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const page = style({ display: 'grid', gap: vars.space.xxl });
export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1.1fr 1fr' } },
});
export const heroText = style({ display: 'grid', gap: vars.space.md });
export const heroTitle = style({
  fontSize: 'clamp(2rem, 5vw, 3rem)',
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});
export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const showcases = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const word = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});
export const wordRw = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  margin: 0,
  color: vars.color.accentText,
});
export const wordEn = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const wordGuide = style({ color: vars.color.textMuted, margin: 0, fontFamily: vars.font.mono });
export const demoChat = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginTop: 0 });
export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});
export const featureCard = style({ height: '100%' });
