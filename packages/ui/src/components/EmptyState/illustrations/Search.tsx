import { accent, ink, line, Scene } from './Scene.tsx';

/** A magnifying glass over a blank line. */
export const SearchIllustration = () => (
  <Scene>
    <rect className={ink} x="22" y="30" width="56" height="36" rx="6" />
    <path className={line} d="M30 42h30M30 52h20" />
    <circle className={accent} cx="78" cy="50" r="14" />
    <circle className={ink} cx="78" cy="50" r="8" />
    <path className={line} d="M88 60l10 10" />
  </Scene>
);
