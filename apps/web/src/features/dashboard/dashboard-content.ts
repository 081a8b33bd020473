// Wording of the learner dashboard (docs/product.md §8) and how its parts are named.
import type { Achievements } from '@vuga/analytics';
import { messages } from '../../lib/i18n.ts';

export const dashboardMessages = messages('dashboardMessages', {
  loadFailed: 'Failed to load dashboard data',
  fetchFailed: 'Failed to fetch dashboard data',
});

export const achievementText = messages('achievements', {
  first_chat: { title: 'First Chat', description: 'Ask the tutor your first question.' },
  first_quiz: { title: 'First Quiz', description: 'Finish your first quiz.' },
  quiz_master: { title: 'Quiz Master', description: 'Score 80% or more in a quiz.' },
  consistent_learner: { title: 'Consistent Learner', description: 'Practise 10 times.' },
  translation_explorer: { title: 'Translation Explorer', description: 'Make 5 translations.' },
} satisfies Record<keyof Achievements, { title: string; description: string }>);

export const dashboardWords = messages('dashboard', {
  title: 'Your progress',
  loading: 'Loading your dashboard',
  tryAgain: 'Try Again',
  learning: 'Learning',
  startReviewing: (due: number) => `Start reviewing (${due} due)`,
  lessons: 'Lessons',
  loadingLearning: 'Loading your learning figures',
  learningFailed: 'Your lesson and review figures could not be loaded.',
  overview: 'Overview',
  interactions: 'Total interactions',
  quizAttempts: 'Quiz attempts',
  averageScore: 'Average quiz score',
  progress: 'Progress',
  conversations: (count: number) => `Conversations (${count})`,
  translations: (count: number) => `Translations (${count})`,
  pronunciation: (count: number) => `Pronunciation practice (${count})`,
  quizScores: 'Recent quiz scores',
  noQuizzes: 'No quizzes yet',
  noQuizzesHint: 'Take a quiz to see your scores here.',
  score: 'Score',
  locked: 'Locked',
  unlocked: 'Unlocked',
  achievements: 'Achievements',
  recent: 'Recent activity',
  nothingYet: 'Nothing yet',
  noActivity: 'Your lessons, reviews, chats and quizzes will show here.',
  quickLinks: 'Quick links',
  chat: 'Chat with the tutor',
  translate: 'Translate',
  quiz: 'Take a quiz',
});
