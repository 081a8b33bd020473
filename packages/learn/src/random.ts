// One seeded random source for the packages that need repeatable draws (a lesson's shuffles, a quiz's rule-made
// items): the same seed gives the same numbers on every machine. Not for anything secret.

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: numbers in [0, 1) from a seed (a number, or a string hashed with FNV-1a). */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashText(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
