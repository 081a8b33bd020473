// Deleting an account: the learner's records and their sign-in account. The database rules let nobody delete
// history from a browser, so this runs here with firebase-admin, for the verified caller only.
import { COLLECTIONS, storageId } from '@vuga/analytics';
import type { Firestore } from 'firebase-admin/firestore';
import { firebaseAdminApp } from './firebase.ts';
import { firestoreLearnStore } from './learn/store.ts';

export interface DeletedAccount {
  activities: number;
  quizResults: number;
  days: number;
  /** Review cards, review log entries and completed lessons. */
  learning: number;
}

export type AccountDeleter = (account: { uid: string; email: string }) => Promise<DeletedAccount>;

/** Firestore allows 500 writes per batch. */
const batchSize = 400;

async function deleteWhere(db: Firestore, collection: string, email: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await db.collection(collection).where('userEmail', '==', email).limit(batchSize).get();
    if (snapshot.empty) return deleted;
    const batch = db.batch();
    for (const document of snapshot.docs) batch.delete(document.ref);
    await batch.commit();
    deleted += snapshot.size;
  }
}

/** Removes every record of `email` (activities, quiz results, stats, the days it was active) and the account. */
export async function deleteAccountData(
  db: Firestore,
  email: string,
  uid: string,
): Promise<Omit<DeletedAccount, never>> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const [activities, quizResults] = await Promise.all([
    deleteWhere(db, COLLECTIONS.activities, email),
    deleteWhere(db, COLLECTIONS.quizResults, email),
  ]);
  await db.collection(COLLECTIONS.userStats).doc(storageId(email)).delete();
  const learning = await firestoreLearnStore(async () => db).deleteAll(email, uid);
  const days = await db
    .collection(COLLECTIONS.dailyStats)
    .where('activeUsers', 'array-contains', email)
    .get();
  for (let i = 0; i < days.docs.length; i += batchSize) {
    const batch = db.batch();
    for (const day of days.docs.slice(i, i + batchSize)) {
      batch.update(day.ref, { activeUsers: FieldValue.arrayRemove(email) });
    }
    await batch.commit();
  }
  return { activities, quizResults, days: days.size, learning };
}

export function firebaseAccountDeleter(projectId: string): AccountDeleter {
  return async ({ uid, email }) => {
    const app = await firebaseAdminApp(projectId);
    const [{ getFirestore }, { getAuth }] = await Promise.all([
      import('firebase-admin/firestore'),
      import('firebase-admin/auth'),
    ]);
    const deleted = await deleteAccountData(getFirestore(app), email, uid);
    await getAuth(app)
      .deleteUser(uid)
      .catch((error: { code?: string }) => {
        // Deleted by an earlier request whose data removal failed after it, or on another instance.
        if (error.code !== 'auth/user-not-found') throw error;
      });
    return deleted;
  };
}

/** How many accounts Firebase Authentication holds (the administrator's "Total users"). */
export type AccountCounter = () => Promise<number>;

/** Pages of listUsers (1000, its most): every account, also those that never did anything. */
export function firebaseAccountCounter(projectId: string): AccountCounter {
  return async () => {
    const app = await firebaseAdminApp(projectId);
    const { getAuth } = await import('firebase-admin/auth');
    let total = 0;
    let pageToken: string | undefined;
    do {
      const page = await getAuth(app).listUsers(1000, pageToken);
      total += page.users.length;
      pageToken = page.pageToken;
    } while (pageToken);
    return total;
  };
}
