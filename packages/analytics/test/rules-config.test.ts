// The deployable Firestore files agree with the code: the administrator the rules trust is the one the stack
// configures, and every query the readers make has its index.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiEnv, webEnv } from '../../../scripts/lib/stack.mjs';
import { DEFAULT_ADMIN_EMAIL } from '../src/index.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('firestore.rules', () => {
  it('trusts exactly one administrator, the one ADMIN_EMAIL and VITE_ADMIN_EMAIL name', () => {
    const rules = read('firestore.rules');
    const emails = [...rules.matchAll(/request\.auth\.token\.email == '([^']+)'/g)].map((m) => m[1]);
    expect(emails).toEqual([DEFAULT_ADMIN_EMAIL]);
    expect(apiEnv.ADMIN_EMAIL).toBe(DEFAULT_ADMIN_EMAIL);
    expect(webEnv.VITE_ADMIN_EMAIL).toBe(DEFAULT_ADMIN_EMAIL);
  });
});

describe('firestore.indexes.json', () => {
  const { indexes } = JSON.parse(read('firestore.indexes.json')) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
  };
  const has = (collection: string, ...fields: string[]) =>
    indexes.some(
      (index) =>
        index.collectionGroup === collection &&
        index.fields.map((f) => `${f.fieldPath} ${f.order}`).join(', ') === fields.join(', '),
    );

  it.each([
    ['activities', 'userEmail ASCENDING', 'timestamp DESCENDING'], // a learner's latest activities
    ['quizResults', 'userEmail ASCENDING', 'timestamp DESCENDING'], // a learner's latest quiz results
    ['activities', 'userEmail ASCENDING', 'date ASCENDING'], // was the learner active on day D
  ])('has %s (%s, %s)', (collection, ...fields) => {
    expect(has(collection, ...fields)).toBe(true);
  });
});
