// Wording of the learner dashboard (spec §8) and how its parts are named.
import type { Achievements, DashboardActivity } from '@vuga/analytics';

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

const typeLabel: Record<DashboardActivity['type'], string> = {
  chat: 'Chat',
  translation: 'Translation',
  quiz: 'Quiz',
  pronunciation: 'Pronunciation',
  review: 'Review',
  lesson: 'Lesson',
};

/** One line that says what the learner did, from the details the activity kept. */
export function describeActivity(activity: DashboardActivity): string {
  const details = activity.details as Record<string, unknown>;
  const label = typeLabel[activity.type];
  switch (activity.type) {
    case 'chat':
    case 'pronunciation':
      return details.question
        ? `${label}: "${String(details.question)}"`
        : details.word
          ? `${label}: "${String(details.word)}"`
          : label;
    case 'translation':
      return details.original_text ? `${label}: "${String(details.original_text)}"` : label;
    case 'quiz':
      return details.percentage !== undefined
        ? `${label}: ${String(details.percentage)}%${details.category ? ` in ${String(details.category)}` : ''}`
        : label;
    case 'review':
      return details.word ? `${label}: "${String(details.word)}"` : label;
    case 'lesson':
      return details.lesson
        ? `${label}: ${String(details.lesson)}${details.exercises ? ` (${String(details.correct ?? 0)} of ${String(details.exercises)} right)` : ''}`
        : label;
  }
}
