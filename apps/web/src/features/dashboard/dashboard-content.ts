// Wording of the learner dashboard (docs/product.md §8) and how its parts are named.
import type { Achievements } from '@vuga/analytics';

export const dashboardMessages = {
  loadFailed: 'Failed to load dashboard data',
  fetchFailed: 'Failed to fetch dashboard data',
} as const;

export const achievementText: Record<keyof Achievements, { title: string; description: string }> = {
  first_chat: { title: 'First Chat', description: 'Ask the tutor your first question.' },
  first_quiz: { title: 'First Quiz', description: 'Finish your first quiz.' },
  quiz_master: { title: 'Quiz Master', description: 'Score 80% or more in a quiz.' },
  consistent_learner: { title: 'Consistent Learner', description: 'Practise 10 times.' },
  translation_explorer: { title: 'Translation Explorer', description: 'Make 5 translations.' },
};

export const dashboardWords = {
  noActivity: 'Your lessons, reviews, chats and quizzes will show here.',
} as const;
