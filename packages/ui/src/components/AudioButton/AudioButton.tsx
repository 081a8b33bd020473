import { AlertIcon, SpeakerIcon, StopIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './AudioButton.css.ts';

export const audioStates = ['idle', 'loading', 'playing', 'error'] as const;
export type AudioState = (typeof audioStates)[number];

export interface AudioButtonProps {
  /** Playback state, which sets the icon, the accessible name and whether the button is busy. */
  state: AudioState;
  /** Start (or retry) playback. */
  onPlay: () => void;
  /** Stop playback; without it the button is disabled while playing. */
  onStop?: () => void;
  /** Accessible names per state. */
  labels?: Partial<Record<AudioState, string>>;
  /** Button size: `sm` (default), `md` or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the button. */
  className?: string;
}

const defaultLabels: Record<AudioState, string> = {
  idle: 'Play pronunciation',
  loading: 'Loading audio',
  playing: 'Stop audio',
  error: 'Audio failed. Try again',
};

// The English defaults, exported so an app translates or adjusts them without copying them.
export type AudioButtonLabels = typeof defaultLabels;
export { defaultLabels as audioButtonLabels };

/** Play / stop control for a recording: its name and icon follow the playback state. */
export function AudioButton({ state, onPlay, onStop, labels, size = 'sm', className }: AudioButtonProps) {
  const label = { ...defaultLabels, ...labels }[state];
  const icon = state === 'playing' ? <StopIcon /> : state === 'error' ? <AlertIcon /> : <SpeakerIcon />;
  return (
    <IconButton
      data-state={state}
      data-component="AudioButton"
      className={cx(styles.root({ state }), className)}
      label={label}
      icon={icon}
      size={size}
      variant="ghost"
      isLoading={state === 'loading'}
      disabled={state === 'playing' && !onStop}
      onClick={state === 'playing' ? onStop : onPlay}
    />
  );
}
