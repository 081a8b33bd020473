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
});
