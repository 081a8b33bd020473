// Small scenes for empty states, drawn inline so they take the theme's colours (light, dark or a brand's) and
// cost no request. Decorative: the empty state's heading says what they show.
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export const emptyIllustrations = ['scores', 'chat', 'activity', 'search', 'words', 'locked'] as const;
export type EmptyIllustration = (typeof emptyIllustrations)[number];

const { wash, ink, line, accent } = styles.art;

/** The ground and soft backdrop every scene stands on. */
const Ground = () => (
  <>
    <ellipse className={wash} cx="60" cy="48" rx="46" ry="36" />
    <path className={line} d="M18 82h84" />
  </>
);

const SCENES: Record<EmptyIllustration, ReactNode> = {
  // A score chart waiting for its first bar, and a star above it.
  scores: (
    <>
      <Ground />
      <rect className={ink} x="30" y="28" width="60" height="50" rx="6" />
      <path className={line} d="M40 66h40M40 54h28M40 42h16" />
      <path className={accent} d="M84 12l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" />
    </>
  ),
  // Two speech bubbles, the tutor's one still empty.
  chat: (
    <>
      <Ground />
      <path
        className={ink}
        d="M22 24h48a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H40l-10 9v-9h-8a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z"
      />
      <path className={line} d="M28 36h36M28 44h24" />
      <path
        className={accent}
        d="M60 48h32a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6h-4v8l-9-8H60a6 6 0 0 1-6-6V54a6 6 0 0 1 6-6z"
      />
    </>
  ),
  // A calendar page with one day circled.
  activity: (
    <>
      <Ground />
      <rect className={ink} x="28" y="22" width="64" height="56" rx="6" />
      <path className={line} d="M28 36h64M42 16v12M78 16v12" />
      <circle className={line} cx="44" cy="50" r="2" />
      <circle className={line} cx="60" cy="50" r="2" />
      <circle className={line} cx="44" cy="64" r="2" />
      <circle className={accent} cx="76" cy="50" r="7" />
    </>
  ),
  // A magnifying glass over a blank line.
  search: (
    <>
      <Ground />
      <rect className={ink} x="22" y="30" width="56" height="36" rx="6" />
      <path className={line} d="M30 42h30M30 52h20" />
      <circle className={accent} cx="78" cy="50" r="14" />
      <circle className={ink} cx="78" cy="50" r="8" />
      <path className={line} d="M88 60l10 10" />
    </>
  ),
  // Two word cards, one turned to show it has another side.
  words: (
    <>
      <Ground />
      <rect className={ink} x="24" y="30" width="44" height="48" rx="6" transform="rotate(-8 46 54)" />
      <rect className={accent} x="52" y="24" width="44" height="48" rx="6" transform="rotate(6 74 48)" />
      <path className={line} d="M62 42h22M62 52h14" transform="rotate(6 74 48)" />
    </>
  ),
  // A padlock: sign in to see this.
  locked: (
    <>
      <Ground />
      <path className={line} d="M48 44V34a12 12 0 0 1 24 0v10" />
      <rect className={accent} x="40" y="44" width="40" height="34" rx="6" />
      <circle className={ink} cx="60" cy="58" r="4" />
      <path className={line} d="M60 62v6" />
    </>
  ),
};

export function Illustration({ name }: { name: EmptyIllustration }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      {SCENES[name]}
    </svg>
  );
}
