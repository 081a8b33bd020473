import { accent, ink, line, Scene } from './Scene.tsx';

/** A calendar page with one day circled. */
export const ActivityIllustration = () => (
  <Scene>
    <rect className={ink} x="28" y="22" width="64" height="56" rx="6" />
    <path className={line} d="M28 36h64M42 16v12M78 16v12" />
    <circle className={line} cx="44" cy="50" r="2" />
    <circle className={line} cx="60" cy="50" r="2" />
    <circle className={line} cx="44" cy="64" r="2" />
    <circle className={accent} cx="76" cy="50" r="7" />
  </Scene>
);
