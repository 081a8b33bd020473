// The themes' contrast claim, checked: WCAG 2.x ratios of every text role against every surface it may sit on
// (≥ 4.5:1) and of edges and focus rings against surfaces (≥ 3:1), in both themes.
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkColors, lightColors, type Palette } from './palette.ts';

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'] as const;
const textRoles = [
  'text',
  'textMuted',
  'accentText',
  'success',
  'warning',
  'caution',
  'critical',
  'info',
] as const;
const tones = ['success', 'warning', 'caution', 'critical', 'info'] as const;
const uiRoles = ['border', 'focus', 'accent'] as const;

describe('contrast helpers', () => {
  it('matches known WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as [string, Palette][])('%s theme', (_name, palette) => {
  for (const role of textRoles) {
    it.each(surfaces)(`${role} text on %s is at least 4.5:1`, (surface) => {
      expect(contrastRatio(palette[role], palette[surface])).toBeGreaterThanOrEqual(4.5);
    });
  }
  it.each(tones)('%s text and body text on the tone surface are at least 4.5:1', (tone) => {
    const background = palette[`${tone}Surface`];
    expect(contrastRatio(palette[tone], background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.text, background)).toBeGreaterThanOrEqual(4.5);
  });
  it('text on solid accent and critical fills is at least 4.5:1', () => {
    expect(contrastRatio(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.onAccent, palette.accentHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.onCritical, palette.critical)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.accentText, palette.accentSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.text, palette.accentSurface)).toBeGreaterThanOrEqual(4.5);
  });
  for (const role of uiRoles) {
    it.each(surfaces)(`${role} edge on %s is at least 3:1`, (surface) => {
      expect(contrastRatio(palette[role], palette[surface])).toBeGreaterThanOrEqual(3);
    });
  }
});
