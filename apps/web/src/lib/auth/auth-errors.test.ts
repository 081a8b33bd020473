import { describe, expect, it } from 'vitest';
import { authErrorMessage, isUnknownAccount } from './auth-errors.ts';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it('says what a known provider code means, never the code', () => {
    const message = authErrorMessage(firebaseError('auth/invalid-credential'));
    expect(message).toBe('The email or password is not right. Check them and try again.');
    expect(authErrorMessage(firebaseError('auth/email-already-in-use'))).toMatch(/already exists/);
  });

  it('reads the code from the message when the error carries none', () => {
    expect(authErrorMessage(new Error('Firebase: Error (auth/weak-password).'))).toMatch(/too weak/);
  });

  it("keeps the provider's own words for an unknown code, without the code", () => {
    const error = firebaseError(
      'auth/quota-exceeded',
      'Firebase: Quota exceeded for this project (auth/quota-exceeded).',
    );
    expect(authErrorMessage(error)).toBe('Quota exceeded for this project.');
    expect(authErrorMessage(firebaseError('auth/operation-not-allowed'))).toBe(
      'Sign-in failed: operation not allowed.',
    );
  });

  it('passes any other message through (the configuration message among them)', () => {
    expect(authErrorMessage(new Error('Firebase is not configured: check your .env file.'))).toBe(
      'Firebase is not configured: check your .env file.',
    );
  });
});

describe('isUnknownAccount', () => {
  it('is true only for a missing account, by code or by message', () => {
    expect(isUnknownAccount(firebaseError('auth/user-not-found'))).toBe(true);
    expect(isUnknownAccount(new Error('Firebase: Error (auth/user-not-found).'))).toBe(true);
    expect(isUnknownAccount(firebaseError('auth/invalid-email'))).toBe(false);
    expect(isUnknownAccount(firebaseError('auth/network-request-failed'))).toBe(false);
    expect(isUnknownAccount(new Error('Firebase is not configured: check your .env file.'))).toBe(false);
  });
});
