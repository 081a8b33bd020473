import { accent, ink, line, Scene } from './Scene.tsx';

/** A padlock: sign in to see this. */
export const LockedIllustration = () => (
  <Scene>
    <path className={line} d="M48 44V34a12 12 0 0 1 24 0v10" />
    <rect className={accent} x="40" y="44" width="40" height="34" rx="6" />
    <circle className={ink} cx="60" cy="58" r="4" />
    <path className={line} d="M60 62v6" />
  </Scene>
);
