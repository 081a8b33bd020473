import { describe, expect, it } from 'vitest';
import { greetingFor, roleOf } from './roles.ts';

const admin = 'admin@vuga.test';
const user = (email: string | null, displayName: string | null = null) => ({ uid: 'u', email, displayName });

describe('roleOf', () => {
  it.each([
    [null, 'visitor'],
    [user('learner@vuga.test'), 'learner'],
    [user('admin@vuga.test'), 'admin'],
    [user('ADMIN@Vuga.test'), 'admin'],
    [user(null), 'learner'],
  ] as const)('%o is a %s', (u, role) => {
    expect(roleOf(u, admin)).toBe(role);
  });
});

describe('greetingFor', () => {
  it.each([
    [user('amani@example.com', 'Amani'), 'Welcome, Amani'],
    [user('amani@example.com', '   '), 'Welcome, amani'],
    [user('keza@example.com'), 'Welcome, keza'],
    [user(null), 'Welcome, Learner'],
    [null, 'Welcome, Learner'],
    [user('admin@vuga.test', 'Someone'), 'Welcome, Administrator'],
  ] as const)('%o → %s', (u, greeting) => {
    expect(greetingFor(u, admin)).toBe(greeting);
  });
});
