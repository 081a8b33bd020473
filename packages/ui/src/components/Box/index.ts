export { Box, type BoxBackground, type BoxProps, boxBackgrounds } from './Box.tsx';
