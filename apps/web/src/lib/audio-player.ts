// Plays one clip at a time and exposes the state an audio button shows (idle, loading, playing, error): the
// chat's pronunciations, the quiz's listening questions, and the words of lessons, reviews and guidebooks. A
// recording kept on this device (lib/offline/course-audio.ts) is played from there, network or not.
import { useCallback, useEffect, useRef, useState } from 'react';
import { keptRecording } from './offline/course-audio.ts';

export type AudioState = 'idle' | 'loading' | 'playing' | 'error';

export function useAudioPlayer() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  /** The object URL of the kept recording playing, freed when it stops. */
  const keptRef = useRef<string | null>(null);
  /** Counts stops: a play whose look at the device outlasted a stop or a newer play does not start. */
  const stops = useRef(0);
  const [current, setCurrent] = useState<{ key: string; state: AudioState } | null>(null);

  const stop = useCallback(() => {
    stops.current++;
    audioRef.current?.pause();
    audioRef.current = null;
    if (keptRef.current) URL.revokeObjectURL(keptRef.current);
    keptRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (key: string, url: string): Promise<boolean> => {
      stop();
      const mine = stops.current;
      setCurrent({ key, state: 'loading' });
      const kept = await keptRecording(url).catch(() => undefined);
      if (stops.current !== mine) return false;
      const source = kept ? URL.createObjectURL(kept) : url;
      if (kept) keptRef.current = source;
      const audio = new Audio(source);
      audioRef.current = audio;
      audio.addEventListener('playing', () => setCurrent({ key, state: 'playing' }));
      audio.addEventListener('ended', () => setCurrent((c) => (c?.key === key ? { key, state: 'idle' } : c)));
      audio.addEventListener('error', () => setCurrent({ key, state: 'error' }));
      try {
        await audio.play();
        return true;
      } catch {
        if (audioRef.current === audio) setCurrent({ key, state: 'error' });
        return false;
      }
    },
    [stop],
  );

  const stateOf = useCallback(
    (key: string): AudioState => (current?.key === key ? current.state : 'idle'),
    [current],
  );

  return { play, stop, stateOf };
}
