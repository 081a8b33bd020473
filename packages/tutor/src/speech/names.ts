// The names of synthesised files: a text's file is named by the hash of how it is spoken, so its name is known
// at once (hashing is microseconds), before any audio exists, and two spellings that sound the same share it.
import { hash } from 'node:crypto';
import { toEspeak } from './g2p.ts';
import { VOICE } from './synthesize.ts';

/** Longest text synthesised: a word, a phrase or a short sentence — not a paragraph. */
export const MAX_SPEECH_CHARS = 200;

/**
 * The cache key of a text: sha256 of how it is spoken (the espeak-ng phoneme input, i.e. the normalised
 * text after grapheme-to-phoneme) and of the voice settings. Two spellings that sound the same share a
 * file; a change to the G2P or the voice gives new names. Null when there is nothing to say.
 */
export function speechKey(text: string): { hash: string; phonemes: string } | null {
  if (text.length > MAX_SPEECH_CHARS) return null;
  const phonemes = toEspeak(text);
  if (!phonemes) return null;
  return { hash: phonemeHash(phonemes), phonemes };
}

export function phonemeHash(phonemes: string): string {
  const voice = `${VOICE.espeakVoice}/${VOICE.wordsPerMinute}wpm/mp3-${VOICE.bitrateKbps}k/v${VOICE.version}`;
  // One-shot hash: no Hash object per call (a new word's name is made on every chat answer about it).
  return hash('sha256', `${voice}\n${phonemes}`, 'hex');
}

export const speechFileName = (hash: string) => `${hash}.mp3`;
export const HASHED_MP3 = /^[a-f0-9]{64}\.mp3$/;
