// "Export my data": everything Vuga keeps about the learner, read with their own permissions (the database
// rules let a learner read only their own records), plus the settings kept in this browser.
import { storageId } from '@vuga/analytics';
import { loadAnalyticsStore } from '../../../lib/analytics.ts';
import { loadFirestore } from '../../../lib/firebase.ts';
import { getSettings } from '../../../lib/settings.ts';

/** Generous limit: the export should hold the learner's whole history, not the dashboard's latest 20. */
const exportLimit = 10_000;

export interface ExportedData {
  exportedAt: string;
  account: { email: string; displayName: string | null; createdAt?: string | undefined };
  settings: ReturnType<typeof getSettings>;
  stats: unknown;
  activities: unknown[];
  quizResults: unknown[];
  /** Learn and Review: the review cards with their schedules, every review, and the lessons completed. */
  learning: { cards: unknown[]; reviews: unknown[]; lessons: unknown[] };
}

/** The learner's Learn and Review records (learners/{storageId(email)}/…, which the rules let them read). */
async function learningRecords(email: string): Promise<ExportedData['learning']> {
  const [db, { collection, getDocs }] = await Promise.all([
    loadFirestore(),
    import('firebase/firestore/lite'),
  ]);
  const read = async (name: string) =>
    (await getDocs(collection(db, 'learners', storageId(email), name))).docs.map((doc) => ({
      id: doc.id,
      ...doc.data(),
    }));
  const [cards, reviews, lessons] = await Promise.all([read('cards'), read('reviews'), read('lessons')]);
  return { cards, reviews, lessons };
}

export async function collectLearnerData(account: ExportedData['account']): Promise<ExportedData> {
  const { reader } = await loadAnalyticsStore();
  const [stats, activities, quizResults, learning] = await Promise.all([
    reader.userStats(account.email),
    reader.userActivities(account.email, exportLimit),
    reader.userQuizResults(account.email, exportLimit),
    learningRecords(account.email),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    settings: getSettings(),
    stats,
    activities,
    quizResults,
    learning,
  };
}

/** Saves the data as a JSON file through the browser's download. */
export function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
