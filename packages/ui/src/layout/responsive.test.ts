import { describe, expect, it } from 'vitest';
import { responsiveClasses } from './responsive.ts';

const base = { none: 'b0', sm: 'b1', lg: 'b2' };
const from = { tablet: { none: 't0', sm: 't1', lg: 't2' }, desktop: { none: 'd0', sm: 'd1', lg: 'd2' } };

describe('responsiveClasses', () => {
  it('gives one class for a value that holds at every width', () => {
    expect(responsiveClasses('sm', base, from, 'none')).toEqual(['b1']);
  });
  it('adds a class from each breakpoint that names a value, starting from mobile or the fallback', () => {
    expect(responsiveClasses({ mobile: 'sm', desktop: 'lg' }, base, from, 'none')).toEqual(['b1', 'd2']);
    expect(responsiveClasses({ tablet: 'lg' }, base, from, 'none')).toEqual(['b0', 't2']);
  });
});
