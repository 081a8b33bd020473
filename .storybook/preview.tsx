import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { type PropsWithChildren, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { create } from 'storybook/theming';
import {
  applyTheme,
  darkColors,
  lightColors,
  type Palette,
  type ThemeName,
  ThemeProvider,
  themeNames,
} from '../packages/ui/src/index.ts';
import { DocsPage } from './DocsPage.tsx';
import { docsCanvas } from './docs.css.ts';

// The docs page itself (its background, text, tables and code blocks) in the kit's own colours, light or dark.
const docsTheme = (base: 'light' | 'dark', colors: Palette) =>
  create({
    base,
    appBg: colors.surfaceSunken,
    appContentBg: colors.surface,
    appPreviewBg: colors.surface,
    appBorderColor: colors.border,
    textColor: colors.text,
    textMutedColor: colors.textMuted,
    colorSecondary: colors.accent,
    barBg: colors.surfaceRaised,
    inputBg: colors.surfaceRaised,
    inputTextColor: colors.text,
    inputBorder: colors.border,
  });
const docsThemes = { light: docsTheme('light', lightColors), dark: docsTheme('dark', darkColors) };

type Globals = Record<string, unknown>;
const isDark = (globals: Globals | undefined) =>
  globals?.theme === 'dark' ||
  (globals?.theme === 'auto' &&
    typeof matchMedia === 'function' &&
    matchMedia('(prefers-color-scheme: dark)').matches);

// A story that covers the viewport (a modal, `docs.story.inline: false`) is drawn on the docs page in a frame of its
// own, a separate preview that does not hear the toolbar. Its address carries the page's theme instead (Storybook
// builds it from PREVIEW_URL), and the page remounts when the theme changes so those frames load again in it.
const previewUrl = (theme: string) => {
  const [path = 'iframe.html', query] = (
    (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL ?? 'iframe.html'
  ).split('?');
  const params = new URLSearchParams(query);
  params.set('globals', `theme:${theme}`);
  return `${path}?${params}`;
};

// The docs page follows the toolbar's theme, as its stories do, and changes with it.
function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const store = (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store;
  const [globals, setGlobals] = useState(() => store?.userGlobals?.get());
  useEffect(() => {
    // Read from this page's own store: the event also arrives from the frames on the page, each with its story's.
    const update = () => setGlobals(store?.userGlobals?.get());
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context.channel, store]);
  const theme = String(globals?.theme ?? 'light');
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = previewUrl(theme);
  return (
    <DocsContainer key={theme} context={context} theme={docsThemes[isDark(globals) ? 'dark' : 'light']}>
      {children}
    </DocsContainer>
  );
}

import { disableUneditableControls } from './controls.ts';

const preview: Preview = {
  // ReactNode, element-type, ref and function props show no "Set object" control (./controls.ts).
  argTypesEnhancers: [disableUneditableControls],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themeNames], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    // Each story sits in its own ThemeProvider, in its own theme (a story's `globals.theme`, else the toolbar's),
    // so a docs page shows a "Dark theme" story dark beside light ones. On a story's own canvas the whole page
    // follows too, for the background around it.
    (Story, context) => {
      const theme = (context.globals.theme as ThemeName | undefined) ?? 'light';
      if (context.viewMode === 'story') applyTheme(theme);
      return (
        <ThemeProvider theme={theme} className={context.viewMode === 'docs' ? docsCanvas : undefined}>
          <Story />
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Description, example, anatomy, do's and don'ts, accessibility, props, stories (./DocsPage.tsx).
    docs: { container: ThemedDocsContainer, page: DocsPage },
  },
};

export default preview;
