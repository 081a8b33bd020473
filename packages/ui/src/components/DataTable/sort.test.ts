import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from './sort.ts';

describe('sortRows', () => {
  const rows = [
    { name: 'b', score: 80, last: '2025-01-02' },
    { name: 'a10', score: null, last: '' },
    { name: 'a2', score: 95, last: '2025-01-01' },
    { name: 'c', score: 80, last: '2025-03-01' },
  ];

  it('sorts numbers both ways, keeps missing last and ties in their original order', () => {
    const up = sortRows(rows, (r) => r.score, 'ascending').map((r) => r.name);
    const down = sortRows(rows, (r) => r.score, 'descending').map((r) => r.name);
    expect(up).toEqual(['b', 'c', 'a2', 'a10']);
    expect(down).toEqual(['a2', 'b', 'c', 'a10']);
  });

  it('sorts strings naturally (a2 before a10)', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.name)).toEqual(['a2', 'a10', 'b', 'c']);
  });

  it('does not mutate its input', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.name, 'descending');
    expect(rows).toEqual(copy);
  });

  it('compares dates by time', () => {
    expect(compareValues(new Date('2025-01-01'), new Date('2024-01-01'))).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('starts ascending on a new column and flips on the same one', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name').direction).toBe('descending');
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name').direction).toBe('ascending');
    expect(nextSort({ column: 'name', direction: 'descending' }, 'score')).toEqual({
      column: 'score',
      direction: 'ascending',
    });
  });
});
