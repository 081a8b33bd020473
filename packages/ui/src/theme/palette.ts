// The colour values of the light and dark themes, kept apart from the vanilla-extract files so the contrast
// test (plain Node) can read them. Every role is semantic; `*Surface` is the tinted background for its tone and
// `on*` is text placed on a solid fill of that tone.

export interface Palette {
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  surfaceHover: string;
  text: string;
  textMuted: string;
  border: string;
  accent: string;
  accentHover: string;
  accentText: string;
  accentSurface: string;
  onAccent: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  caution: string;
  cautionSurface: string;
  critical: string;
  criticalSurface: string;
  onCritical: string;
  info: string;
  infoSurface: string;
  focus: string;
  overlay: string;
}

export const lightColors: Palette = {
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f3f5f7',
  surfaceHover: '#e9edf1',
  text: '#14181f',
  textMuted: '#4f5967',
  border: '#7c8695',
  accent: '#0b6e4f',
  accentHover: '#095a41',
  accentText: '#0a5c42',
  accentSurface: '#e3f4ec',
  onAccent: '#ffffff',
  success: '#146c2e',
  successSurface: '#e7f5ea',
  warning: '#7a4300',
  warningSurface: '#fff3e0',
  caution: '#a03c00',
  cautionSurface: '#ffede3',
  critical: '#b3261e',
  criticalSurface: '#fdecea',
  onCritical: '#ffffff',
  info: '#0b57a4',
  infoSurface: '#e8f1fb',
  focus: '#1a73e8',
  overlay: '#0b0d10b3',
};

export const darkColors: Palette = {
  surface: '#111418',
  surfaceRaised: '#1b2027',
  surfaceSunken: '#0b0d10',
  surfaceHover: '#262c35',
  text: '#eef1f5',
  textMuted: '#aab3bf',
  border: '#76808f',
  accent: '#4cc79a',
  accentHover: '#6fd9b0',
  accentText: '#6fd9b0',
  accentSurface: '#0f2e23',
  onAccent: '#06241a',
  success: '#6fd38a',
  successSurface: '#12301c',
  warning: '#f0b45c',
  warningSurface: '#33240e',
  caution: '#ff9d5c',
  cautionSurface: '#3a1f0e',
  critical: '#ff8a80',
  criticalSurface: '#3a1614',
  onCritical: '#2a0705',
  info: '#8ab8f0',
  infoSurface: '#112740',
  focus: '#8ab4f8',
  overlay: '#000000b3',
};
