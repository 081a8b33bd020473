import { describe, expect, it } from 'vitest';
import { describeDuration, formatClock, passedMoment } from './clock.ts';

describe('formatClock', () => {
  it('shows m:ss', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(4500)).toBe('75:00');
  });
  it('rounds fractions up and clamps negatives', () => {
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('describeDuration', () => {
  it('speaks minutes and seconds with plurals', () => {
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(120)).toBe('2 minutes');
    expect(describeDuration(90)).toBe('1 minute 30 seconds');
    expect(describeDuration(1)).toBe('1 second');
    expect(describeDuration(10)).toBe('10 seconds');
  });
});

describe('passedMoment', () => {
  const moments = [300, 60, 30, 10];
  it('fires once when a moment is reached, not every second', () => {
    expect(passedMoment(61, 60, moments)).toBe(60);
    expect(passedMoment(60, 59, moments)).toBeNull();
    expect(passedMoment(45, 44, moments)).toBeNull();
    expect(passedMoment(11, 10, moments)).toBe(10);
  });
  it('reports the latest moment when readings jump over several', () => {
    expect(passedMoment(70, 25, moments)).toBe(30);
  });
  it('reports the end once', () => {
    expect(passedMoment(1, 0, moments)).toBe(0);
    expect(passedMoment(0, 0, moments)).toBeNull();
  });
});
