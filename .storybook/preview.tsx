import type { Preview } from '@storybook/react-vite';
import { applyTheme, type ThemeName, themeNames } from '../packages/ui/src/index.ts';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themeNames], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      applyTheme((context.globals.theme as ThemeName | undefined) ?? 'light');
      return Story();
    },
  ],
  parameters: {
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
