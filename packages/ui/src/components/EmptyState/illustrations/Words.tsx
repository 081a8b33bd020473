import { accent, ink, line, Scene } from './Scene.tsx';

/** Two word cards, one turned to show it has another side. */
export const WordsIllustration = () => (
  <Scene>
    <rect className={ink} x="24" y="30" width="44" height="48" rx="6" transform="rotate(-8 46 54)" />
    <rect className={accent} x="52" y="24" width="44" height="48" rx="6" transform="rotate(6 74 48)" />
    <path className={line} d="M62 42h22M62 52h14" transform="rotate(6 74 48)" />
  </Scene>
);
