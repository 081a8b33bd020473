// The dashboards' reads on the server with firebase-admin (the API's GET /learner/dashboard and /admin/*):
//   import { loadLearnerDashboard } from '@vuga/analytics';
//   import { createAdminReader } from '@vuga/analytics/admin';
//   const dashboard = await loadLearnerDashboard(createAdminReader(getFirestore()), email, { timeZone });
// The admin SDK bypasses the security rules, so the caller must have checked who is asking.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from './constants.ts';
import type { AnalyticsReader } from './reader.ts';
import { activityFromData, dailyStatsFromData, quizResultFromData, userStatsFromData } from './records.ts';
import { storageId } from './storage-id.ts';

export function createAdminReader(db: Firestore): AnalyticsReader {
  const activities = db.collection(COLLECTIONS.activities);
  return {
    async userStats(email) {
      const snapshot = await db.collection(COLLECTIONS.userStats).doc(storageId(email)).get();
      return snapshot.exists ? userStatsFromData(snapshot.id, snapshot.data() ?? {}) : null;
    },
    async userActivities(email, count) {
      const snapshot = await activities
        .where('userEmail', '==', email)
        .orderBy('timestamp', 'desc')
        .limit(count)
        .get();
      return snapshot.docs.map((d) => activityFromData(d.data()));
    },
    async userQuizResults(email, count) {
      const snapshot = await db
        .collection(COLLECTIONS.quizResults)
        .where('userEmail', '==', email)
        .orderBy('timestamp', 'desc')
        .limit(count)
        .get();
      return snapshot.docs.map((d) => quizResultFromData(d.data()));
    },
    async hasActivityOn(email, date) {
      const snapshot = await activities
        .where('userEmail', '==', email)
        .where('date', '==', date)
        .limit(1)
        .get();
      return !snapshot.empty;
    },
    async allUserStats() {
      const snapshot = await db.collection(COLLECTIONS.userStats).get();
      return snapshot.docs.map((d) => userStatsFromData(d.id, d.data()));
    },
    async latestActivities(count) {
      const snapshot = await activities.orderBy('timestamp', 'desc').limit(count).get();
      return snapshot.docs.map((d) => activityFromData(d.data()));
    },
    async dailyStats(date) {
      const snapshot = await db.collection(COLLECTIONS.dailyStats).doc(date).get();
      return snapshot.exists ? dailyStatsFromData(snapshot.id, snapshot.data() ?? {}) : null;
    },
  };
}
