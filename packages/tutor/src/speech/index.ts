// @vuga/tutor/speech: Kinyarwanda speech synthesis (grapheme-to-phoneme, espeak-ng, MP3, disk cache). A
// separate entry point because it runs a child process and writes files; the engine (`@vuga/tutor`) does not.
export { createSpeech, type Speech, type SpeechOptions, type SpeechResult } from './cache.ts';
export { toEspeak, toIpa, transcribe } from './g2p.ts';
export { mp3Duration, mp3Frames } from './mp3.ts';
export { MAX_SPEECH_CHARS, speechFileName, speechKey } from './names.ts';
export { espeakVersion, SpeechError, synthesizeMp3, VOICE } from './synthesize.ts';
