// The start of a learner's day: local midnight in their time zone, as an instant.
import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from '../src/index.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('startOfLocalDay', () => {
  it('is local midnight of the day `at` falls on, east and west of UTC', () => {
    const at = Date.UTC(2026, 10, 26, 22, 30); // 00:30 on the 27th in Kigali (UTC+2)
    expect(iso(startOfLocalDay(at, 'Africa/Kigali'))).toBe('2026-11-26T22:00:00.000Z');
    expect(iso(startOfLocalDay(at, 'UTC'))).toBe('2026-11-26T00:00:00.000Z');
    expect(iso(startOfLocalDay(at, 'Pacific/Pago_Pago'))).toBe('2026-11-26T11:00:00.000Z');
    expect(iso(startOfLocalDay(at, 'Pacific/Kiritimati'))).toBe('2026-11-26T10:00:00.000Z');
  });

  it('is the same instant for every moment of one local day', () => {
    const start = startOfLocalDay(Date.UTC(2026, 10, 26, 22, 0), 'Africa/Kigali');
    expect(startOfLocalDay(start + 86_399_000, 'Africa/Kigali')).toBe(start);
    expect(startOfLocalDay(start + 86_400_000, 'Africa/Kigali')).toBe(start + 86_400_000);
  });

  it('keeps a day of 23 or 25 hours whole, asked in any order (the last day is remembered per zone)', () => {
    const zone = 'America/New_York';
    // 8 March 2026 has 23 hours there (clocks go forward at 02:00); 1 November has 25.
    expect(iso(startOfLocalDay(Date.UTC(2026, 2, 8, 12), zone))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfLocalDay(Date.UTC(2026, 2, 9, 3, 59), zone))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfLocalDay(Date.UTC(2026, 2, 9, 4, 0), zone))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(startOfLocalDay(Date.UTC(2026, 2, 8, 4, 59), zone))).toBe('2026-03-07T05:00:00.000Z');
    expect(iso(startOfLocalDay(Date.UTC(2026, 10, 2, 4, 59), zone))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(startOfLocalDay(Date.UTC(2026, 10, 2, 5, 0), zone))).toBe('2026-11-02T05:00:00.000Z');
  });
});
