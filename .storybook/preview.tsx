import type { Preview } from '@storybook/react-vite';
import { applyTheme, type ThemeName, ThemeProvider, themeNames } from '../packages/ui/src/index.ts';
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
        <ThemeProvider theme={theme}>
          <Story />
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
