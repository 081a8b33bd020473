// Plays one clip at a time and exposes the state an audio button shows (idle, loading, playing, error): the
// chat's pronunciations and the quiz's listening questions.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AudioState = 'idle' | 'loading' | 'playing' | 'error';

export function useAudioPlayer() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [current, setCurrent] = useState<{ key: string; state: AudioState } | null>(null);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    audioRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (key: string, url: string): Promise<boolean> => {
      stop();
      const audio = new Audio(url);
      audioRef.current = audio;
      setCurrent({ key, state: 'loading' });
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
