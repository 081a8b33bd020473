// The Firestore store over `firebase/firestore/lite`: no realtime listeners, no offline cache, plain HTTPS
// requests, and about a fifth of the full SDK's size, which is all the analytics need. Load it on demand:
//   const { createAnalyticsStore } = await import('@vuga/analytics/store-lite');
//   const { getFirestore, connectFirestoreEmulator } = await import('firebase/firestore/lite');
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
} from 'firebase/firestore/lite';
import {
  type AnalyticsStore,
  createAnalyticsStoreWith,
  type FirestoreSdk,
  type StoreOptions,
} from './store-core.ts';

export type { AnalyticsLogger, AnalyticsStore, ReadOptions, StoreOptions } from './store-core.ts';

const sdk: FirestoreSdk = {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
};

export function createAnalyticsStore(db: Firestore, options: StoreOptions = {}): AnalyticsStore {
  return createAnalyticsStoreWith(sdk, db, options);
}
