// The recording of a Kinyarwanda text, for chat answers and listening quiz questions: the native Common Voice
// clip when one says exactly that text, else synthesised speech (named at once, made when first played —
// see routes/audio.ts).
import { AUDIO_ROUTES, type ChatResponse } from '@vuga/api-client/contract';
import { matchKey, type NativeClip } from '@vuga/tutor';
import type { Speech } from '@vuga/tutor/speech';

export type AudioFields = Pick<ChatResponse, 'audio_url' | 'source' | 'votes' | 'duration'>;

const noRecording: AudioFields = {
  audio_url: null,
  // docs/product.md §3 knows two sources and no "none": with no clip and no synthesis (espeak-ng missing,
  // nothing to say) the answer keeps the synthesis source and a null URL, and /health says tts_audio: false.
  source: 'tts_generated',
  votes: { up: 0, down: 0 },
  duration: 0,
};

/**
 * Native recordings by the tutor's match key of their sentence (case, tone marks and apostrophes folded), so
 * an answer's word finds its clip when it is the same text. Of several clips of one sentence the best voted
 * wins.
 */
export function clipIndex(clips: readonly NativeClip[]): Map<string, NativeClip> {
  const index = new Map<string, NativeClip>();
  for (const clip of clips) {
    const key = matchKey(clip.sentence);
    if (!key) continue;
    const current = index.get(key);
    if (!current || clip.upVotes - clip.downVotes > current.upVotes - current.downVotes) index.set(key, clip);
  }
  return index;
}

/**
 * The recording of a word or phrase: its native clip, else the synthesised file's name (hashing is
 * microseconds, so the answer stays fast; the audio is made when the URL is first fetched). The duration of
 * synthesised speech is known only once it has been made (0 until then).
 */
export function audioFor(word: string, clips: Map<string, NativeClip>, speech?: Speech): AudioFields {
  const clip = word ? clips.get(matchKey(word)) : undefined;
  if (!clip) {
    const file = word ? speech?.fileFor(word) : null;
    if (!file) return noRecording;
    return {
      ...noRecording,
      audio_url: `${AUDIO_ROUTES.tts_generated}${file}`,
      duration: speech?.duration(file) ?? 0,
    };
  }
  return {
    audio_url: `${AUDIO_ROUTES.common_voice}${encodeURIComponent(clip.file)}`,
    source: 'common_voice',
    votes: { up: clip.upVotes, down: clip.downVotes },
    duration: clip.durationMs / 1000,
  };
}
