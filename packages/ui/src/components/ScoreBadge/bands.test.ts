import { describe, expect, it } from 'vitest';
import { scoreBand, scoreBandTone } from './bands.ts';

describe('scoreBand (colour bands)', () => {
  it('puts each edge in the higher band', () => {
    expect([100, 90, 89.9, 80, 79, 70, 69, 60, 59, 0].map((s) => scoreBand(s))).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'pass',
      'pass',
      'low',
      'low',
    ]);
  });
  it('maps bands to green, blue, amber, orange and red roles', () => {
    expect(
      ['excellent', 'good', 'fair', 'pass', 'low'].map((b) => scoreBandTone[b as keyof typeof scoreBandTone]),
    ).toEqual(['success', 'info', 'warning', 'caution', 'critical']);
  });
});
