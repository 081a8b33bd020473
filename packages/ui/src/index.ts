export * from './components/ConnectionStatus/index.ts';
export { vars } from './theme/contract.css.ts';
export {
  applyTheme,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeNames,
} from './theme/ThemeProvider.tsx';
export { autoTheme, darkTheme, lightTheme } from './theme/themes.css.ts';
