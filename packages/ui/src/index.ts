export * from './components/Accordion/index.ts';
export * from './components/AchievementBadge/index.ts';
export * from './components/Announcer/index.ts';
export * from './components/AudioButton/index.ts';
export * from './components/AuthModal/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Banner/index.ts';
export * from './components/Box/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Celebration/index.ts';
export * from './components/ChatBubble/index.ts';
export * from './components/ChatComposer/index.ts';
export * from './components/ChatThread/index.ts';
export * from './components/ChoiceExercise/index.ts';
export * from './components/Columns/index.ts';
export * from './components/ConnectionStatus/index.ts';
export * from './components/DataTable/index.ts';
export * from './components/DeleteConfirmModal/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/Flashcard/index.ts';
export * from './components/IconButton/index.ts';
export * from './components/Inline/index.ts';
export * from './components/LessonSummary/index.ts';
export * from './components/Link/index.ts';
export * from './components/MatchPairs/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/QuizCard/index.ts';
export * from './components/RichContent/index.ts';
export * from './components/RotatingShowcase/index.ts';
export * from './components/ScoreBadge/index.ts';
export * from './components/Select/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/Slider/index.ts';
export * from './components/SpeakExercise/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/Stack/index.ts';
export * from './components/StatCard/index.ts';
export * from './components/Streak/index.ts';
export * from './components/SuggestionList/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/TileBuilder/index.ts';
export * from './components/Timer/index.ts';
export * from './components/TypeAnswer/index.ts';
export * from './components/TypingIndicator/index.ts';
export * from './icons/icons.tsx';
export type { Breakpoint, CollapseBreakpoint, Responsive, ResponsiveSpace } from './layout/responsive.ts';
export type { Space } from './layout/scale.css.ts';
export { visuallyHidden } from './theme/a11y.css.ts';
export { vars } from './theme/contract.css.ts';
export { contrastRatio, luminance } from './theme/contrast.ts';
export { darkColors, lightColors, type Palette } from './theme/palette.ts';
export {
  applyTheme,
  rootThemeAttributes,
  type ThemeName,
  type ThemeScriptOptions,
  themeClasses,
  themeName,
  themeNames,
  themeScript,
} from './theme/root.ts';
export { ThemeProvider, type ThemeProviderProps, usePortalContainer } from './theme/ThemeProvider.tsx';
export { autoTheme, darkTheme, lightTheme } from './theme/themes.css.ts';
export { type TextRole, text } from './theme/typography.css.ts';
export { useMediaQuery } from './utils/useMediaQuery.ts';
