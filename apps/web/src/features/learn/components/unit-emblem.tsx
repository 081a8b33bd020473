// A unit's spot art on the path: a hill with a winding track up to a flag. The flag takes the unit's state
// (the accent when it is under way, success with a tick when done, muted with a padlock while locked), so the
// header says the same thing in colour, in the drawing and in words. Decorative: the heading names the unit.
import type { NodeState } from '../learn-content.ts';
import * as styles from './path.css.ts';

export function UnitEmblem({ state }: { state: NodeState }) {
  return (
    <svg
      className={styles.emblem}
      data-state={state}
      viewBox="0 0 64 64"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.emblemWash} cx="32" cy="32" r="30" />
      <path className={styles.emblemHill} d="M4 50c9-12 18-18 28-18s19 6 28 18z" />
      <path className={styles.emblemTrack} d="M18 50c6-3 14-4 14-8s-6-4-2-9" />
      <path className={styles.emblemPole} d="M32 34V10" />
      <path className={styles.emblemFlag} d="M32 11h17l-4 6 4 6H32z" />
      {state === 'done' && <path className={styles.emblemMark} d="M36 17l3 3 6-6" />}
      {state === 'locked' && (
        <>
          <rect className={styles.emblemLock} x="36" y="16" width="8" height="6" rx="1" />
          <path className={styles.emblemMark} d="M38 16v-2a2 2 0 0 1 4 0v2" />
        </>
      )}
    </svg>
  );
}
