// The theme contract: semantic roles only. Components read these variables and never raw colours, so a theme
// (light, dark, or another app's brand) is one class on the root element. The variables have stable public names
// (`--vuga-color-accent`, `--vuga-space-md`, …) so an app without vanilla-extract can brand the kit in plain CSS.
import { createGlobalThemeContract } from '@vanilla-extract/css';

export const vars = createGlobalThemeContract(
  {
    // One entry per role of `Palette` (palette.ts); the contrast test checks every text and edge role.
    color: {
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      surfaceHover: null,
      text: null,
      textMuted: null,
      border: null,
      accent: null,
      accentHover: null,
      accentText: null,
      accentSurface: null,
      onAccent: null,
      success: null,
      successSurface: null,
      warning: null,
      warningSurface: null,
      caution: null,
      cautionSurface: null,
      critical: null,
      criticalSurface: null,
      onCritical: null,
      info: null,
      infoSurface: null,
      focus: null,
      overlay: null,
    },
    font: { body: null, heading: null, mono: null },
    // The type scale: steps of 1.25 from the body size, and a display size that grows with the viewport.
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null, heavy: null },
    lineHeight: { tight: null, snug: null, normal: null },
    letterSpacing: { tight: null, normal: null, wide: null },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, full: null },
    shadow: { sm: null, md: null, lg: null },
    motion: { fast: null, normal: null, easing: null },
  },
  (_value, path) =>
    `vuga-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`,
);
