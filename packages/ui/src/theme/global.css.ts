// The kit's resets, in a cascade layer (`vuga-reset`): unlayered styles, an app's included, win over them
// whatever their specificity or order. They apply inside a ThemeProvider's element (portalled layers render
// there too); only the page itself is styled when a provider themes the document (`isRoot` puts data-theme on
// <html>).
import { type GlobalStyleRule, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { resetLayer as reset } from './layers.css.ts';
import { scope } from './scope.css.ts';

const layered = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@layer': { [reset]: rule } });
// A provider's element and everything in it.
const subtree = `.${scope}, .${scope} *, .${scope} *::before, .${scope} *::after`;

layered(subtree, { boxSizing: 'border-box' });
layered(':root[data-theme] body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});
// `hidden` hides, even on an element whose class lays it out (a Stack, a grid): a class's display would win
// over the browser's own [hidden] rule. An !important declaration in a layer beats unlayered ones.
layered(`.${scope}[hidden], .${scope} [hidden]`, { display: 'none !important' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
layered(subtree, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
