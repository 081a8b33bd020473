// Walks an MP3 file's frames (MPEG-1/2/2.5 Layer III headers): how the tests and the speech bench check that
// the encoder wrote a stream a player can decode, and how long it plays, without a decoder.

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3Frame {
  offset: number;
  length: number;
  bitrateKbps: number;
  sampleRate: number;
  samples: number;
  mono: boolean;
}

/** The Layer III frame header at `offset`, or null when there is none. */
export function mp3FrameAt(bytes: Uint8Array, offset: number): Mp3Frame | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null; // 11 sync bits
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null; // reserved version; 1 = Layer III
  const bitrateKbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(b2 >> 4) & 15];
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (!bitrateKbps || !sampleRate) return null; // free-format and reserved values
  const padding = (b2 >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { offset, length, bitrateKbps, sampleRate, samples, mono: b3 >> 6 === 3 };
}

/** An ID3v2 tag's size (header included) at the start of a file, else 0. */
function id3Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  return 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
}

/**
 * Every frame from the start, each header found exactly where the previous frame ends. Throws when the chain
 * breaks before the end of the file (a truncated or corrupt stream).
 */
export function mp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = id3Size(bytes);
  while (offset < bytes.length) {
    const frame = mp3FrameAt(bytes, offset);
    if (!frame) throw new Error(`no MP3 frame header at byte ${offset} of ${bytes.length}`);
    if (offset + frame.length > bytes.length) {
      throw new Error(`MP3 frame at byte ${offset} runs past the end (${frame.length} bytes)`);
    }
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

/** Seconds an MP3 plays (the sum of its frames; LAME's leading info frame counts as one silent frame). */
export function mp3Duration(bytes: Uint8Array): number {
  return mp3Frames(bytes).reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);
}
