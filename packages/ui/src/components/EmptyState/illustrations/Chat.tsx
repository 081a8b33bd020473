import { accent, ink, line, Scene } from './Scene.tsx';

/** Two speech bubbles, the tutor's one still empty. */
export const ChatIllustration = () => (
  <Scene>
    <path
      className={ink}
      d="M22 24h48a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H40l-10 9v-9h-8a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z"
    />
    <path className={line} d="M28 36h36M28 44h24" />
    <path
      className={accent}
      d="M60 48h32a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6h-4v8l-9-8H60a6 6 0 0 1-6-6V54a6 6 0 0 1 6-6z"
    />
  </Scene>
);
