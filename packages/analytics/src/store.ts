// The Firestore store with the full web SDK (`firebase/firestore`). Load it on demand:
//   const { createAnalyticsStore } = await import('@vuga/analytics/store');
// so pages that never record or read analytics do not download Firestore. `@vuga/analytics/store-lite` is
// the same store over `firebase/firestore/lite`, about a fifth of the size (see the bench).
import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import {
  type AnalyticsStore,
  createAnalyticsStoreWith,
  createWebReader as createReaderWith,
  type FirestoreSdk,
  type StoreOptions,
} from './store-core.ts';

export type { AnalyticsLogger, AnalyticsStore, ReadOptions, StoreOptions } from './store-core.ts';

// Listed one by one (not `import *`) so that bundlers keep only these. The full SDK's functions take its own
// classes, which the lite SDK's types describe except for private members: hence the cast.
const sdk = {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} as unknown as FirestoreSdk;

const lite = (db: Firestore) => db as unknown as LiteFirestore;

export const createWebReader = (db: Firestore) => createReaderWith(sdk, lite(db));

export function createAnalyticsStore(db: Firestore, options: StoreOptions = {}): AnalyticsStore {
  return createAnalyticsStoreWith(sdk, lite(db), options);
}
