// The verified-token cache: a token is checked once and remembered until it expires, never after; a token that
// fails is not remembered; the cache is bounded.
import { describe, expect, it } from 'vitest';
import { cachedVerifier } from '../src/plugins/auth.ts';

describe('cachedVerifier', () => {
  it('verifies a token once until it expires, then again', async () => {
    let clock = 1_000_000;
    const calls: string[] = [];
    const verify = cachedVerifier(
      async (token) => {
        calls.push(token);
        return { uid: `uid-${token}`, email: `${token}@vuga.test`, expiresAt: clock + 60_000 };
      },
      () => clock,
    );
    expect(await verify('a')).toEqual({ uid: 'uid-a', email: 'a@vuga.test' });
    await verify('a');
    clock += 59_999;
    await verify('a');
    expect(calls).toEqual(['a']);
    clock += 1;
    await verify('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('does not remember a refused token', async () => {
    let refuse = true;
    let calls = 0;
    const verify = cachedVerifier(async () => {
      calls++;
      if (refuse) throw new Error('Decoding Firebase ID token failed.');
      return { uid: 'u', expiresAt: Date.now() + 60_000 };
    });
    await expect(verify('t')).rejects.toThrow(/Decoding/);
    await expect(verify('t')).rejects.toThrow(/Decoding/);
    refuse = false;
    await expect(verify('t')).resolves.toEqual({ uid: 'u', email: undefined });
    expect(calls).toBe(3);
  });

  it('forgets the oldest token past ten thousand', async () => {
    const calls = new Map<string, number>();
    const verify = cachedVerifier(async (token) => {
      calls.set(token, (calls.get(token) ?? 0) + 1);
      return { uid: token, expiresAt: Number.MAX_SAFE_INTEGER };
    });
    for (let i = 0; i <= 10_000; i++) await verify(`t${i}`);
    await verify('t10000');
    await verify('t1');
    await verify('t0');
    expect(calls.get('t10000')).toBe(1);
    expect(calls.get('t1')).toBe(1);
    expect(calls.get('t0')).toBe(2);
  });
});
