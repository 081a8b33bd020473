import { describe, expect, it } from 'vitest';
import { progressTone, toPercent } from './tone.ts';

describe('progressTone (by default: at least 80 green, at least 60 yellow, else red)', () => {
  it('uses the default thresholds at their edges', () => {
    expect(progressTone(100)).toBe('success');
    expect(progressTone(80)).toBe('success');
    expect(progressTone(79.9)).toBe('warning');
    expect(progressTone(60)).toBe('warning');
    expect(progressTone(59.9)).toBe('critical');
    expect(progressTone(0)).toBe('critical');
  });
  it('takes other thresholds', () => {
    expect(progressTone(50, { success: 50, warning: 25 })).toBe('success');
    expect(progressTone(30, { success: 50, warning: 25 })).toBe('warning');
  });
});

describe('toPercent', () => {
  it('clamps and guards against a bad max', () => {
    expect(toPercent(5, 10)).toBe(50);
    expect(toPercent(15, 10)).toBe(100);
    expect(toPercent(-1, 10)).toBe(0);
    expect(toPercent(3, 0)).toBe(0);
    expect(toPercent(Number.NaN, 10)).toBe(0);
  });
});
