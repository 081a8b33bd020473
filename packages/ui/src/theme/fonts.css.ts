// The kit's typeface: Figtree, a variable font (weights 300–900 in one file) self-hosted from fontsource
// (ThemeProvider.tsx imports its stylesheet: one `font-display: swap` face per unicode-range subset, so a page
// of English and Kinyarwanda downloads only the 20 kB Latin file). Until it arrives, text is drawn in a local fallback whose
// metrics are overridden to match Figtree's (Capsize computes them here, at build time, from both fonts' metrics),
// so the swap moves no line and shifts no layout.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';
import { globalFontFace } from '@vanilla-extract/css';

/** The family name fontsource's stylesheet declares. */
const webFont = 'Figtree Variable';

const { fontFaces } = createFontStack([{ ...figtree, familyName: webFont }, arial], {
  fontFaceFormat: 'styleObject',
});

for (const face of fontFaces) {
  const { fontFamily: name, src, ...metrics } = face['@font-face'];
  // Liberation Sans has Arial's metrics: the same overrides fit Linux browsers.
  globalFontFace(name.replace(/"/g, ''), { ...metrics, src: `${src}, local('Liberation Sans')` });
}

/** Figtree, its metric-matched fallback, then the system's own sans-serif. */
export const fontStack = [
  `"${webFont}"`,
  ...fontFaces.map((face) => face['@font-face'].fontFamily),
  'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
].join(', ');
