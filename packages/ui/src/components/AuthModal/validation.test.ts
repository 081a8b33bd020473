import { describe, expect, it } from 'vitest';
import { validateSignUp } from './validation.ts';

const ok = { name: 'Ana', email: 'ana@example.org', password: 'secret1', confirmPassword: 'secret1' };

describe('validateSignUp', () => {
  it('accepts a valid form', () => {
    expect(validateSignUp(ok)).toBeNull();
  });
  it('rejects different passwords', () => {
    expect(validateSignUp({ ...ok, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });
  it('rejects a name shorter than 2 characters once trimmed', () => {
    expect(validateSignUp({ ...ok, name: ' A ' })).toBe('Name must be at least 2 characters');
    expect(validateSignUp({ ...ok, name: 'Al' })).toBeNull();
  });
  it("rejects a password shorter than the provider's minimum, before anything is sent", () => {
    const short = { ...ok, password: '12345', confirmPassword: '12345' };
    expect(validateSignUp(short)).toBe('Password must be at least 6 characters');
    expect(validateSignUp({ ...ok, password: '123456', confirmPassword: '123456' })).toBeNull();
    expect(validateSignUp(short, undefined, 2, 8)).toBe('Password must be at least 8 characters');
    expect(validateSignUp(short, undefined, 2, 0)).toBeNull();
  });
});
