import { accent, ink, line, Scene } from './Scene.tsx';

/** A score chart waiting for its first bar, and a star above it. */
export const ScoresIllustration = () => (
  <Scene>
    <rect className={ink} x="30" y="28" width="60" height="50" rx="6" />
    <path className={line} d="M40 66h40M40 54h28M40 42h16" />
    <path className={accent} d="M84 12l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" />
  </Scene>
);
